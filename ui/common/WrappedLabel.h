#pragma once

#include <QLabel>

#include <array>

namespace accel::ui {

// A word-wrapped QLabel that remembers the heights it gave: QLabel lays its
// text out anew on every heightForWidth(), and laying out a page asks each
// label many times for the same few widths (the page's first showing asked
// the three labels of each question about 120 times). The memory is for the
// current text and font only.
class WrappedLabel : public QLabel {
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget* parent = nullptr);

    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Height {
        int width = -1;
        int height = 0;
    };
    mutable std::array<Height, 4> m_heights{};
    mutable std::size_t m_next = 0;
    // What m_heights were measured for; font and style changes arrive as events.
    struct Measured {
        QString text;
        int margin = 0;
        int indent = -1;
        QMargins contents;
        bool wrap = true;
        Qt::TextFormat format = Qt::AutoText;
        bool operator==(const Measured&) const = default;
    };
    [[nodiscard]] Measured measured() const;
    mutable Measured m_measured;
};

} // namespace accel::ui
