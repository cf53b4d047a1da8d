#pragma once

#include <QLabel>

namespace accel::ui {

// A label that is one link (a deciding answer, the question to answer next):
// one Tab stop, a focus frame while it has the focus, Enter or Space follows
// the link. A plain QLabel with links takes two Tabs (the label, then its
// link) and shows nothing on the first.
class LinkLabel : public QLabel {
    Q_OBJECT
public:
    explicit LinkLabel(QWidget* parent = nullptr);

    // The link's target: the first href of the text, empty when there is none.
    [[nodiscard]] QString target() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
};

} // namespace accel::ui
