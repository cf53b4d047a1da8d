#pragma once

#include "Evaluation.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace accel {

class QuestionCatalogue;

// The words and numbers the wizard shows for an Evaluation, in one place so
// that the pages, the table and the compare view say things the same way.
// Numbers are always written out: colour is never the only carrier.
class ResultText {
    Q_DECLARE_TR_FUNCTIONS(ResultText)

public:
    static QString questionLabel(const QuestionCatalogue& cat, int question); // without '&'
    static QString optionLabel(const QuestionCatalogue& cat, int question, int option);
    static QString leanText(double lean);
    // The lean in words, or "rules out TPUs" for an option that blocks them alone.
    static QString optionLeanText(const QuestionCatalogue& cat, int question, int option,
                                  double lean);      // "leans strongly to GPU"
    static QString favoursText(double contribution); // "favours TPU"
    static QString signedNumber(double value);       // "+1.50", "−0.75", "0.00"
    static QString number(double value);
    static QString percent(double share);
    static QString sourceTitles(const QuestionCatalogue& cat, const QStringList& ids);
    // "Publisher, date" of each source, for cells and one-line explanations.
    static QString sourceNames(const QuestionCatalogue& cat, const QStringList& ids);

    static QString verdictHeadline(const Evaluation& e); // "Recommendation: TPU"
    static QString confidenceLine(const Evaluation& e);
    static QString scoresLine(const Evaluation& e);
    static QString basisLine(const Evaluation& e);
    static QString leaningLine(const Evaluation& e); // short, for the live panel
    static QString blockerLine(const Evaluation& e, const Blocker& b);
    static QString flipLine(const Evaluation& e, const Flip& f);
    static QString openQuestionLine(const Evaluation& e, const OpenQuestion& o);
};

} // namespace accel
