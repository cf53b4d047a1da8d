#include "ui/wizard/FactorTableModel.h"

#include "model/QuestionCatalogue.h"
#include "render/Palette.h"
#include "ui/wizard/ResultText.h"

#include <QBrush>
#include <QColor>

namespace accel::ui {

FactorTableModel::FactorTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void FactorTableModel::setEvaluation(const Evaluation& evaluation) {
    beginResetModel();
    m_evaluation = evaluation;
    endResetModel();
}

int FactorTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_evaluation.factors.size());
}

int FactorTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FactorTableModel::display(const FactorContribution& f, int column) const {
    const QuestionCatalogue& cat = *m_evaluation.catalogue;
    const bool answered = f.option >= 0;
    switch (column) {
    case Question:
        return questionLabel(cat, f.question);
    case Answer:
        return optionLabel(cat, f.question, f.option);
    case Weight:
        return importanceText(f.weight);
    case Contribution:
        return ResultText::signedNumber(f.contribution);
    case Favours:
        return answered ? ResultText::favoursText(f.contribution) : tr("open (neutral)");
    case Reason:
        return answered
                   ? QuestionCatalogue::text(cat.reasonFor(f.question, f.option, f.interaction))
                   : QuestionCatalogue::text(cat.question(f.question).help);
    case Sources:
        return sourceNames(cat, answered ? cat.sourcesFor(f.question, f.option, f.interaction)
                                         : cat.question(f.question).sources);
    default:
        return {};
    }
}

QVariant FactorTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    const FactorContribution& f = m_evaluation.factors[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(f, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Sources && m_evaluation.catalogue && f.option >= 0) {
            return sourceTitles(*m_evaluation.catalogue, m_evaluation.catalogue->sourcesFor(
                                                             f.question, f.option, f.interaction));
        }
        return display(f, index.column());
    case kSortRole:
        if (index.column() == Weight) {
            return f.weight;
        }
        if (index.column() == Contribution) {
            return f.contribution;
        }
        return display(f, index.column());
    case kQuestionRole:
        return f.question;
    case Qt::TextAlignmentRole:
        if (index.column() == Weight || index.column() == Contribution) {
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        }
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        // Same Okabe-Ito hues as the chart, darkened for text contrast;
        // the "favours" column says it in words as well.
        if (index.column() == Contribution || index.column() == Favours) {
            if (f.contribution < 0) {
                return QBrush(render::palette::gpuText());
            }
            if (f.contribution > 0) {
                return QBrush(render::palette::tpuText());
            }
        }
        return {};
    default:
        return {};
    }
}

QVariant FactorTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case Question:
        return tr("Question");
    case Answer:
        return tr("Answer");
    case Weight:
        return tr("Importance");
    case Contribution:
        return tr("Contribution");
    case Favours:
        return tr("Favours");
    case Reason:
        return tr("Reason");
    case Sources:
        return tr("Sources");
    default:
        return {};
    }
}

} // namespace accel::ui
