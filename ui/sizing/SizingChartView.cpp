#include "SizingChartView.h"

#include "SizingChartAxes.h"
#include "SizingFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace accel::sizing {

namespace {

// The n-th accelerator of a platform: a shade of its Okabe-Ito hue (GPU
// blue, TPU orange), alternating darker and lighter, and its own marker shape
// so that points also differ without colour.
QColor shade(Platform platform, int n) {
    static const QColor gpu[] = {{0x00, 0x72, 0xB2}, {0x56, 0xB4, 0xE9}, {0x00, 0x45, 0x6E},
                                 {0x8C, 0xC8, 0xEE}, {0x1F, 0x5F, 0x8F}, {0x3A, 0x93, 0xC9}};
    static const QColor tpu[] = {{0xE6, 0x9F, 0x00}, {0xD5, 0x5E, 0x00}, {0xF5, 0xC7, 0x51},
                                 {0xA8, 0x6B, 0x00}, {0xF0, 0x8A, 0x3C}, {0xC8, 0x87, 0x1A}};
    const auto& list = platform == Platform::Gpu ? gpu : tpu;
    return list[n % std::size(list)];
}

QScatterSeries::MarkerShape shape(int n) {
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
        QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeStar};
    return shapes[n % std::size(shapes)];
}

QString dayLabel(double days) {
    return QLocale().toString(days, 'g', 3);
}

QString plainLabel(double v) {
    return QLocale().toString(v, 'g', 3);
}

} // namespace

// "Google Cloud TPU v5e" -> "TPU v5e": short enough that the legend and the
// labels beside the points are never elided, even in a narrow window. The
// full name is in the point's tooltip and the chart's accessible description.
QString shortAcceleratorName(const AcceleratorSpec& spec) {
    QStringList words = spec.name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    while (words.size() > 1 && (words.front().compare(spec.vendor, Qt::CaseInsensitive) == 0 ||
                                words.front() == QLatin1String("Cloud"))) {
        words.removeFirst();
    }
    return words.join(QLatin1Char(' '));
}

namespace {} // namespace

SizingChartView::SizingChartView(QWidget* parent)
    : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    // Room for a legend of ten accelerators without cutting it off.
    setMinimumHeight(380);
    retranslateUi();
}

void SizingChartView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QChartView::changeEvent(event);
}

void SizingChartView::retranslateUi() {
    setAccessibleName(tr("Cost against time chart; the same numbers are in the table"));
    if (m_shown) {
        render(); // titles, axis labels and tooltips are all composed there
    }
}

void SizingChartView::showCandidates(const std::vector<Candidate>& rows,
                                     const SizingRequest& request) {
    m_shown = true;
    m_training = request.kind == SizingRequest::Kind::Training;
    m_points.clear();
    for (const Candidate& row : rows) {
        if (row.training && row.training->costUsd) {
            m_points.push_back({row.spec->name, shortAcceleratorName(*row.spec), row.spec->platform,
                                row.training->hours.value / 24.0, row.training->costUsd->value,
                                row.training->hours.value, row.training->chips});
        } else if (row.inference && row.inference->costPerMillionOutputTokensUsd) {
            m_points.push_back({row.spec->name, shortAcceleratorName(*row.spec), row.spec->platform,
                                row.inference->tokensPerSecondPerUser,
                                row.inference->costPerMillionOutputTokensUsd->value, 0.0,
                                row.inference->totalChips});
        }
        // else unavailable, or no price: nothing honest to plot
    }
    render();
}

QString SizingChartView::tipFor(const Point& p) const {
    if (m_training) {
        return tr("%1: %2 chips, %3, %4")
            .arg(p.name, QLocale().toString(p.chips), formatDuration(p.hours), formatUsd(p.y));
    }
    return tr("%1: %2 chips, %3 per million output tokens")
        .arg(p.name, QLocale().toString(p.chips), formatUsd(p.y));
}

void SizingChartView::render() {
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    const bool training = m_training;
    c->setTitle(training ? tr("Cost against time to train")
                         : tr("Cost per million output tokens against speed per user"));
    const std::vector<Point>& points = m_points;
    // What the chart shows, point by point with the full names, for a screen
    // reader (the same figures are in the table above).
    QStringList described;
    for (const Point& p : points) {
        described << tipFor(p);
    }
    setAccessibleDescription(described.join(QStringLiteral("; ")));

    double minX = 1.0, maxX = 10.0, minY = 1.0, maxY = 10.0;
    if (!points.empty()) {
        const auto [loX, hiX] = std::minmax_element(
            points.begin(), points.end(), [](const Point& a, const Point& b) { return a.x < b.x; });
        const auto [loY, hiY] = std::minmax_element(
            points.begin(), points.end(), [](const Point& a, const Point& b) { return a.y < b.y; });
        minX = loX->x;
        maxX = hiX->x;
        minY = loY->y;
        maxY = hiY->y;
    }
    const ChartScale xScale = chooseScale(minX, maxX);
    const ChartScale yScale = chooseScale(minY, maxY);
    QCategoryAxis* x =
        makeHumanAxis(minX, std::max(maxX, minX * 1.01), xScale, training ? dayLabel : plainLabel);
    QCategoryAxis* y = makeHumanAxis(minY, std::max(maxY, minY * 1.01), yScale, formatUsd);
    const QString logNote = tr(" (log scale)");
    x->setTitleText((training ? tr("Days to train") : tr("Tokens per second per user")) +
                    (xScale.log ? logNote : QString()));
    y->setTitleText((training ? tr("Cost, USD") : tr("USD per million output tokens")) +
                    (yScale.log ? logNote : QString()));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);

    // Points that nearly coincide (an H100 and an H200 often do) share one
    // label, "H100 SXM 80GB, H200 141GB", instead of printing over each other.
    const auto plotted = [&](const Point& p) {
        return QPointF(xScale.toPlot(p.x), yScale.toPlot(p.y));
    };
    const QPointF span(std::max(xScale.toPlot(maxX) - xScale.toPlot(minX), 1e-9),
                       std::max(yScale.toPlot(maxY) - yScale.toPlot(minY), 1e-9));
    std::vector<QString> labels;
    for (std::size_t i = 0; i < points.size(); ++i) {
        labels.push_back(points[i].label);
        for (std::size_t j = 0; j < i; ++j) {
            const QPointF d = plotted(points[i]) - plotted(points[j]);
            if (!labels[j].isEmpty() && std::abs(d.x()) < 0.08 * span.x() &&
                std::abs(d.y()) < 0.06 * span.y()) {
                labels[j] = tr("%1, %2").arg(labels[j], points[i].label);
                labels[i].clear();
                break;
            }
        }
    }

    int gpus = 0;
    int tpus = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const Point& p = points[i];
        const Platform platform = p.platform;
        const int n = platform == Platform::Gpu ? gpus++ : tpus++;
        auto* s = new QScatterSeries;
        s->setName(p.label);
        s->append(xScale.toPlot(p.x), yScale.toPlot(p.y));
        // TPU shapes start further along the list, so a GPU and a TPU never
        // share both position in the palette and shape.
        s->setMarkerShape(shape(platform == Platform::Gpu ? n : n + 1));
        s->setMarkerSize(13);
        s->setColor(shade(platform, n));
        s->setBorderColor(QColor(0x30, 0x30, 0x30));
        // The name beside the point, so the chart reads without the legend.
        QString name = labels[i];
        s->setPointLabelsFormat(name.replace(QLatin1Char('@'), QStringLiteral("@@")));
        s->setPointLabelsVisible(!name.isEmpty());
        s->setPointLabelsClipping(false);
        QFont labelFont = font();
        labelFont.setPointSizeF(labelFont.pointSizeF() * 0.85);
        s->setPointLabelsFont(labelFont);
        s->setPointLabelsColor(palette().color(QPalette::Text));
        c->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        const QString tip = tipFor(p);
        connect(s, &QScatterSeries::hovered, this, [tip](const QPointF&, bool state) {
            if (state) {
                QToolTip::showText(QCursor::pos(), tip);
            } else {
                QToolTip::hideText();
            }
        });
    }
}

} // namespace accel::sizing
