#pragma once

#include <QLabel>
#include <QTimer>

namespace accel::ui {

// The status bar's word after an export: where the report went, with links
// to open it and its folder. Stays a while, then makes room again; the page
// the user is on does not change.
class ExportNotice : public QLabel {
    Q_OBJECT

public:
    static constexpr int kShownMs = 30000;

    explicit ExportNotice(QWidget* parent = nullptr);

    void showSaved(const QString& path);
    [[nodiscard]] const QString& path() const { return m_path; }

private:
    QString m_path;
    QTimer m_hide;
};

} // namespace accel::ui
