#pragma once

#include "ui/compare/CompareSession.h"

#include <QWidget>

#include <array>
#include <functional>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableView;

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

class CompareModel;

// Two profiles side by side (say "today" and "after the scale-up"): both
// verdicts with confidence, and the factor-by-factor differences. The
// profiles and their evaluations are the session's (CompareSession.h); the
// window shows them and asks for files.
class CompareWindow : public QWidget {
    Q_OBJECT

public:
    using Side = CompareSession::Side;
    static constexpr Side Left = CompareSession::Left;
    static constexpr Side Right = CompareSession::Right;
    using FileChooser = std::function<QString(const QString& caption)>;
    using ErrorReporter = std::function<void(const QString& title, const QString& text)>;

    explicit CompareWindow(const QuestionCatalogue& catalogue, QWidget* parent = nullptr);

    void setFileChooser(FileChooser chooser) { m_chooser = std::move(chooser); }
    void setErrorReporter(ErrorReporter reporter) { m_report = std::move(reporter); }

    void setSide(Side side, const Profile& profile, const QString& label);
    bool loadFile(Side side, const QString& path); // reports errors; the side stays as it was
    void chooseFile(Side side);

    [[nodiscard]] const std::optional<Evaluation>& evaluation(Side side) const {
        return m_session.evaluation(side);
    }
    [[nodiscard]] const CompareSession& session() const { return m_session; }
    [[nodiscard]] QString verdictText(Side side) const;
    [[nodiscard]] QString summaryText() const;
    [[nodiscard]] CompareModel* model() const { return m_model; }
    [[nodiscard]] QTableView* table() const { return m_table; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Column {
        QLabel* title;
        QLabel* verdict;
        QLabel* details;
        QPushButton* open;
    };
    void retranslateUi();
    QWidget* buildColumn(Side side);
    void refresh();

    FileChooser m_chooser;
    ErrorReporter m_report;
    CompareSession m_session;
    std::array<Column, 2> m_columns{};
    QLabel* m_summary;
    CompareModel* m_model;
    QTableView* m_table;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace accel::ui
