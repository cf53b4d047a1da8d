#include "SizingChartView.h"

#include "SizingFormat.h"

#include <QChart>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace accel::sizing {

SizingChartView::SizingChartView(QWidget* parent)
    : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->legend()->setAlignment(Qt::AlignRight);
    setMinimumHeight(260);
    setAccessibleName(tr("Cost against time chart; the same numbers are in the table"));
}

void SizingChartView::showCandidates(const std::vector<Candidate>& rows,
                                     const SizingRequest& request) {
    QChart* c = chart();
    c->removeAllSeries();
    for (QAbstractAxis* axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    const bool training = request.kind == SizingRequest::Kind::Training;
    c->setTitle(training ? tr("Cost against time to train")
                         : tr("Cost per million tokens against speed per user"));
    double minX = INFINITY, maxX = 0, minY = INFINITY, maxY = 0;
    m_points = 0;
    for (const Candidate& row : rows) {
        double px = 0, py = 0;
        QString tip;
        if (row.training && row.training->costUsd) {
            px = row.training->hours.value / 24.0;
            py = row.training->costUsd->value;
            tip = tr("%1: %2 chips, %3, %4")
                      .arg(row.spec->name)
                      .arg(row.training->chips)
                      .arg(formatDuration(row.training->hours.value), formatUsd(py));
        } else if (row.inference && row.inference->costPerMillionTokensUsd) {
            px = row.inference->tokensPerSecondPerSequence.value;
            py = row.inference->costPerMillionTokensUsd->value;
            tip = tr("%1: %2 chips, %3 per million tokens")
                      .arg(row.spec->name)
                      .arg(row.inference->totalChips)
                      .arg(formatUsd(py));
        } else {
            continue; // unavailable, or no price: nothing honest to plot
        }
        auto* s = new QScatterSeries;
        s->setName(row.spec->name);
        s->append(px, py);
        const bool gpu = row.spec->platform == Platform::Gpu;
        s->setMarkerShape(gpu ? QScatterSeries::MarkerShapeCircle
                              : QScatterSeries::MarkerShapeRectangle);
        s->setMarkerSize(12);
        s->setColor(gpu ? QColor(0x00, 0x72, 0xB2) : QColor(0xE6, 0x9F, 0x00));
        s->setBorderColor(Qt::black);
        c->addSeries(s);
        connect(s, &QScatterSeries::hovered, this, [tip](const QPointF&, bool state) {
            if (state) {
                QToolTip::showText(QCursor::pos(), tip);
            }
        });
        minX = std::min(minX, px);
        maxX = std::max(maxX, px);
        minY = std::min(minY, py);
        maxY = std::max(maxY, py);
        ++m_points;
    }
    // Log scales only when the points span more than a decade: a log axis
    // without a power of ten in range shows no labels at all.
    const auto makeAxis = [](double lo, double hi, const QString& title) -> QAbstractAxis* {
        if (hi > 10.0 * lo) {
            auto* a = new QLogValueAxis;
            a->setRange(lo / 1.5, hi * 1.5);
            a->setLabelFormat(QStringLiteral("%.3g"));
            a->setMinorTickCount(8);
            a->setTitleText(title + tr(" (log scale)"));
            return a;
        }
        auto* a = new QValueAxis;
        a->setRange(0.0, hi * 1.15);
        a->setLabelFormat(hi >= 1000 ? QStringLiteral("%.0f") : QStringLiteral("%.3g"));
        a->applyNiceNumbers();
        a->setTitleText(title);
        return a;
    };
    if (m_points == 0) {
        minX = minY = 1.0;
        maxX = maxY = 10.0;
    }
    QAbstractAxis* x =
        makeAxis(minX, maxX, training ? tr("Days") : tr("Tokens per second per user"));
    QAbstractAxis* y = makeAxis(minY, maxY, training ? tr("USD") : tr("USD per million tokens"));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : c->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

} // namespace accel::sizing
