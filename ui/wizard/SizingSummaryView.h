#pragma once

#include "model/report/ReportDocument.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace accel::ui {

// The result page's "Sizing" tab: the report's workload sizing section shown
// on screen (what was asked, the best options, the candidate table, the
// assumptions). It reads the section the report model built from the sizing
// plan, so the page and the report can never disagree and nothing is
// estimated here.
class SizingSummaryView : public QWidget {
    Q_OBJECT

public:
    explicit SizingSummaryView(QWidget* parent = nullptr);

    void showSection(const report::Section& section);

    [[nodiscard]] QLabel* summary() const { return m_summary; }
    [[nodiscard]] QTableWidget* table() const { return m_table; }
    [[nodiscard]] QLabel* assumptions() const { return m_assumptions; }

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void showTable(const report::Table& table);
    void fitTableHeight();
    void fitColumns();

    QLabel* m_summary;
    QTableWidget* m_table;
    QLabel* m_assumptions;
    QList<int> m_numeric; // the shown table's numbers columns
};

} // namespace accel::ui
