#include "render/report/ChartTextObject.h"

#include "model/cost/CostModel.h"
#include "render/VerdictMark.h"
#include "render/chart/CostChart.h"
#include "render/chart/FactorChart.h"
#include "render/chart/FactorChartPicture.h"
#include "render/report/ReportTypography.h"

#include <QPainter>

#include <algorithm>

namespace accel::render {

ChartTextObject::ChartTextObject(const Evaluation& evaluation, QObject* parent)
    : QObject(parent)
    , m_evaluation(evaluation) {}

QTextCharFormat ChartTextObject::format(const QSizeF& device, double dpi, bool compact) {
    QTextCharFormat format;
    if (compact) {
        format.setProperty(Compact, true);
    }
    format.setObjectType(kType);
    format.setProperty(SceneSize, device * (96.0 / dpi));
    format.setProperty(DeviceSize, device);
    return format;
}

double ChartTextObject::minimumHeight(const Evaluation& evaluation, double dpi, double sceneWidth) {
    // Squeezed, the chart is set in the compact font (drawObject); its
    // wrapped row labels still need their lines, or Qt Charts drops some.
    const int rows = std::max(1, factorChartRowCount(evaluation));
    const QFont font = ReportTypography::font(ReportTypography::kBody);
    const double needed = factorChartNeededHeight(evaluation, sceneWidth,
                                                  documentChartStyle(font, kCompactPixelSize));
    return std::max(100.0 + 14.5 * rows, needed) / 96.0 * dpi;
}

QSizeF ChartTextObject::intrinsicSize(QTextDocument* /*doc*/, int /*posInDocument*/,
                                      const QTextFormat& format) {
    return format.property(DeviceSize).toSizeF();
}

void ChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument* /*doc*/,
                                 int /*posInDocument*/, const QTextFormat& format) {
    QFont font = ReportTypography::font(ReportTypography::kBody);
    paintFactorChart(
        *painter, rect, format.property(SceneSize).toSizeF(), m_evaluation,
        documentChartStyle(font, format.boolProperty(Compact) ? kCompactPixelSize : kPixelSize));
}

VerdictMarkTextObject::VerdictMarkTextObject(const Evaluation& evaluation, QObject* parent)
    : QObject(parent)
    , m_evaluation(evaluation) {}

QTextCharFormat VerdictMarkTextObject::format(double height) {
    QTextCharFormat f;
    f.setObjectType(kType);
    f.setProperty(ChartTextObject::DeviceSize, QSizeF(height * 2, height));
    f.setVerticalAlignment(QTextCharFormat::AlignMiddle);
    return f;
}

QSizeF VerdictMarkTextObject::intrinsicSize(QTextDocument* /*doc*/, int /*posInDocument*/,
                                            const QTextFormat& format) {
    return format.property(ChartTextObject::DeviceSize).toSizeF();
}

void VerdictMarkTextObject::drawObject(QPainter* painter, const QRectF& rect,
                                       QTextDocument* /*doc*/, int /*posInDocument*/,
                                       const QTextFormat& /*format*/) {
    paintVerdictMark(*painter, rect, m_evaluation.verdict,
                     confidenceBand(m_evaluation.confidence.sameVerdict));
}

CostChartTextObject::CostChartTextObject(const cost::CostPlan& plan, QObject* parent)
    : QObject(parent)
    , m_plan(plan) {}

QTextCharFormat CostChartTextObject::format(const QSizeF& device, double dpi) {
    QTextCharFormat f;
    f.setObjectType(kType);
    f.setProperty(ChartTextObject::SceneSize, device * (96.0 / dpi));
    f.setProperty(ChartTextObject::DeviceSize, device);
    return f;
}

QSizeF CostChartTextObject::intrinsicSize(QTextDocument* /*doc*/, int /*posInDocument*/,
                                          const QTextFormat& format) {
    return format.property(ChartTextObject::DeviceSize).toSizeF();
}

void CostChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument* /*doc*/,
                                     int /*posInDocument*/, const QTextFormat& format) {
    CostChartStyle style;
    style.font = ReportTypography::font(ReportTypography::kBody);
    style.font.setPixelSize(11);
    paintCostChart(*painter, rect, format.property(ChartTextObject::SceneSize).toSizeF(), m_plan,
                   style);
}

} // namespace accel::render
