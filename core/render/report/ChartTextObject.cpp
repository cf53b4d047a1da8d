#include "ChartTextObject.h"

#include "FactorChartPicture.h"
#include "ReportTypography.h"

#include <QPainter>

namespace accel::report {

ChartTextObject::ChartTextObject(const Evaluation& evaluation, QObject* parent)
    : QObject(parent)
    , m_evaluation(evaluation) {}

QSizeF ChartTextObject::intrinsicSize(QTextDocument* /*doc*/, int /*posInDocument*/,
                                      const QTextFormat& format) {
    return format.property(DeviceSize).toSizeF();
}

void ChartTextObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument* /*doc*/,
                                 int /*posInDocument*/, const QTextFormat& format) {
    QFont font = ReportTypography::font(ReportTypography::kBody);
    paintFactorChart(*painter, rect, format.property(SceneSize).toSizeF(), m_evaluation,
                     documentChartStyle(font, format.boolProperty(Compact) ? 10 : 12));
}

} // namespace accel::report
