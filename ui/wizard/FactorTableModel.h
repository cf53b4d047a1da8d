#pragma once

#include "model/Evaluation.h"

#include <QAbstractTableModel>

namespace accel::ui {

// The factor-by-factor numbers as a table (screen readers cannot read a
// chart): one row per applicable question of the Evaluation.
class FactorTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Question, Answer, Weight, Contribution, Favours, Reason, Sources, ColumnCount };
    static constexpr int kSortRole = Qt::UserRole + 1; // numbers sort as numbers
    static constexpr int kQuestionRole = Qt::UserRole + 2;

    explicit FactorTableModel(QObject* parent = nullptr);

    void setEvaluation(const Evaluation& evaluation);

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role) const override;

private:
    [[nodiscard]] QVariant display(const FactorContribution& f, int column) const;

    Evaluation m_evaluation;
};

} // namespace accel::ui
