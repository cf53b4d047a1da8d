#include "ui/sizing/SizingChartView.h"

#include "model/CatalogueText.h"
#include "model/text/NumberFormat.h"
#include "render/Palette.h"
#include "ui/common/AccessibleFactory.h"
#include "ui/sizing/SizingChartAxes.h"

#include <QAccessibleWidget>
#include <QCategoryAxis>
#include <QChart>
#include <QEvent>
#include <QFontMetricsF>
#include <QLegend>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <vector>

namespace accel::ui {

namespace {

// The n-th accelerator of a platform: a shade of its Okabe-Ito hue (GPU
// blue, TPU orange), alternating darker and lighter, and its own marker shape
// so that points also differ without colour.
QColor shade(Platform platform, int n) {
    const auto& list =
        platform == Platform::Gpu ? render::palette::gpuShades() : render::palette::tpuShades();
    return list[static_cast<std::size_t>(n) % list.size()];
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
QString shortAcceleratorName(const sizing::AcceleratorSpec& spec) {
    QStringList words = spec.name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    while (words.size() > 1 && (words.front().compare(spec.vendor, Qt::CaseInsensitive) == 0 ||
                                words.front() == QLatin1String("Cloud"))) {
        words.removeFirst();
    }
    return words.join(QLatin1Char(' '));
}

namespace {

// A chart for assistive technology: role Chart (a QGraphicsView is a plain
// container), its name per mode and the points in words as its description.
class SizingChartAccessible : public QAccessibleWidget {
public:
    explicit SizingChartAccessible(QWidget* view)
        : QAccessibleWidget(view, QAccessible::Chart) {}
};

} // namespace

SizingChartView::SizingChartView(QWidget* parent)
    : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    // The view is the named stop; QGraphicsView makes its viewport one too, without a name.
    viewport()->setFocusPolicy(Qt::NoFocus);
    installAccessibleInterface<SizingChartView, SizingChartAccessible>();
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    // Room for a legend of ten accelerators without cutting it off.
    setMinimumHeight(380);
    connect(chart(), &QChart::plotAreaChanged, this, [this] { placeLabels(); });
    retranslateUi();
}

void SizingChartView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
    QChartView::changeEvent(event);
}

void SizingChartView::retranslateUi() {
    setAccessibleName(m_training
                          ? tr("Cost against time chart; the same numbers are in the table")
                          : tr("Cost per million output tokens against speed per user chart; "
                               "the same numbers are in the table"));
    if (m_shown) {
        render(); // titles, axis labels and tooltips are all composed there
    }
}

void SizingChartView::showCandidates(const std::vector<sizing::Candidate>& rows,
                                     const sizing::SizingRequest& request) {
    m_shown = true;
    m_training = request.kind == sizing::SizingRequest::Kind::Training;
    retranslateUi(); // the accessible name says which chart this is
    m_points.clear();
    for (const sizing::Candidate& row : rows) {
        // A set-up that does not fit has no time and no cost to plot.
        if (row.training && row.training->fitsInMemory && row.training->costUsd) {
            m_points.push_back({row.spec->name, shortAcceleratorName(*row.spec), row.spec->platform,
                                row.training->hours.value / 24.0, row.training->costUsd->value,
                                row.training->hours.value, row.training->chips});
        } else if (row.inference && row.inference->fitsInMemory &&
                   row.inference->costPerMillionOutputTokensUsd) {
            m_points.push_back({row.spec->name, shortAcceleratorName(*row.spec), row.spec->platform,
                                row.inference->tokensPerSecondPerUser,
                                row.inference->costPerMillionOutputTokensUsd->value, 0.0,
                                row.inference->totalChips});
        }
        // else unavailable, too big for the chips, or no price: nothing honest to plot
    }
    render();
}

QFont SizingChartView::labelFont() const {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    return f;
}

QRectF SizingChartView::labelRect(const QString& text, const QPointF& at) const {
    // As Qt Charts draws it: centred on the point, its baseline just above the marker.
    const QFontMetricsF metrics(labelFont());
    const double width = metrics.horizontalAdvance(text);
    const double height = metrics.height();
    const double marker = 13.0;
    return {at.x() - width / 2.0, at.y() - marker / 2.0 - height, width, height};
}

void SizingChartView::placeLabels() {
    QList<QScatterSeries*> series;
    for (QAbstractSeries* s : chart()->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(s); scatter && scatter->count() > 0) {
            series << scatter;
        }
    }
    std::vector<QString> texts;
    std::vector<QPointF> at;
    for (QScatterSeries* s : series) {
        texts.push_back(s->name());
        at.push_back(chart()->mapToPosition(s->at(0), s));
    }
    // Greedy: a label that would touch an earlier one joins it; the joined
    // label is wider, so go round until nothing touches.
    std::vector<bool> shown(texts.size(), true);
    for (bool merged = true; merged;) {
        merged = false;
        for (std::size_t i = 0; i < texts.size() && !merged; ++i) {
            for (std::size_t j = 0; j < i && !merged && shown[i]; ++j) {
                if (!shown[j]) {
                    continue;
                }
                const QRectF a = labelRect(texts[i], at[i]).adjusted(-2, -1, 2, 1);
                if (a.intersects(labelRect(texts[j], at[j]))) {
                    texts[j] = tr("%1, %2").arg(texts[j], texts[i]);
                    shown[i] = false;
                    merged = true;
                }
            }
        }
    }
    for (qsizetype i = 0; i < series.size(); ++i) {
        const auto k = static_cast<std::size_t>(i);
        QString format = texts[k];
        series[i]->setPointLabelsFormat(format.replace(QLatin1Char('@'), QStringLiteral("@@")));
        series[i]->setPointLabelsVisible(shown[k]);
    }
}

std::vector<SizingChartView::PlacedLabel> SizingChartView::placedLabels() const {
    std::vector<PlacedLabel> out;
    for (QAbstractSeries* s : chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(s);
        if (!scatter || scatter->count() == 0 || !scatter->pointLabelsVisible()) {
            continue;
        }
        QString text = scatter->pointLabelsFormat();
        text.replace(QStringLiteral("@@"), QStringLiteral("@"));
        out.push_back({text, labelRect(text, chart()->mapToPosition(scatter->at(0), scatter))});
    }
    return out;
}

QString SizingChartView::tipFor(const Point& p) const {
    if (m_training) {
        return tr("%1: %2, %3, %4")
            .arg(p.name, chipsText(p.chips), durationText(p.hours), usdText(p.y));
    }
    return tr("%1: %2, %3 per million output tokens").arg(p.name, chipsText(p.chips), usdText(p.y));
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
    setAccessibleDescription(clauseListText(described));

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
    QCategoryAxis* y = makeHumanAxis(minY, std::max(maxY, minY * 1.01), yScale, usdText);
    const QString logNote = tr(" (log scale)");
    x->setTitleText((training ? tr("Days to train") : tr("Tokens per second per user")) +
                    (xScale.log ? logNote : QString()));
    y->setTitleText((training ? tr("Cost, USD") : tr("USD per million output tokens")) +
                    (yScale.log ? logNote : QString()));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);

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
        s->setBorderColor(render::palette::ink());
        // The name beside the point, so the chart reads without the legend;
        // placeLabels() merges the ones that would overlap.
        s->setPointLabelsClipping(false);
        s->setPointLabelsFont(labelFont());
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
    placeLabels();
}

} // namespace accel::ui
