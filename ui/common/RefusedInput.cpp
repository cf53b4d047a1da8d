#include "ui/common/RefusedInput.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QString>
#include <QToolTip>

namespace accel::ui {

void explainRefusedInput(QAbstractSpinBox* box, std::function<QString()> reason) {
    // The spin box's own line edit reports what its validator refused.
    auto* edit = box->findChild<QLineEdit*>();
    if (!edit) {
        return;
    }
    QObject::connect(edit, &QLineEdit::inputRejected, box, [box, reason = std::move(reason)] {
        const QString why = reason();
        if (!why.isEmpty()) {
            QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), why, box);
        }
    });
}

} // namespace accel::ui
