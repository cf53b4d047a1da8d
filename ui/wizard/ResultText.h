#pragma once

#include "model/CatalogueText.h"
#include "model/Evaluation.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace accel {
class QuestionCatalogue;
}

namespace accel::ui {

// The words the wizard shows for an Evaluation; labels and numbers come from
// the application's one text layer (CatalogueText.h, NumberFormat.h).
// Numbers are always written out: colour is never the only carrier.
class ResultText {
    Q_DECLARE_TR_FUNCTIONS(ResultText)

public:
    static QString leanText(double lean);
    // The lean in words, or "rules out TPUs" for an option that blocks them alone.
    static QString optionLeanText(const QuestionCatalogue& cat, int question, int option,
                                  double lean);      // "leans strongly to GPU"
    static QString favoursText(double contribution); // "favours TPU"
    // Short names for the text layer's formats (NumberFormat.h), used by the sentences below.
    static QString signedNumber(double value) { return signedNumberText(value); }
    static QString number(double value) { return numberText(value, 2); }
    static QString percent(double share) { return percentText(share); }

    static QString scoresLine(const Evaluation& e);
    static QString blockerLine(const Evaluation& e, const Blocker& b);
    static QString flipLine(const Evaluation& e, const Flip& f);
    static QString openQuestionLine(const Evaluation& e, const OpenQuestion& o);
};

} // namespace accel::ui
