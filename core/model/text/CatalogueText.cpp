#include "CatalogueText.h"

#include "NumberFormat.h"
#include "QuestionCatalogue.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace accel {

namespace {

// The translation context of this file's messages, as lupdate sees it.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(CatalogueText)
};

int clamped(qint64 n) {
    return static_cast<int>(std::clamp<qint64>(n, INT_MIN, INT_MAX));
}

} // namespace

QString withoutMnemonic(const QString& label) {
    QString out;
    out.reserve(label.size());
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label.at(i) == QLatin1Char('&')) {
            if (i + 1 < label.size() && label.at(i + 1) == QLatin1Char('&')) {
                out += QLatin1Char('&');
                ++i;
            }
            continue;
        }
        out += label.at(i);
    }
    return out;
}

QString questionLabel(const QuestionCatalogue& cat, int question) {
    return withoutMnemonic(questionLabelWithMnemonic(cat, question));
}

QString questionLabelWithMnemonic(const QuestionCatalogue& cat, int question) {
    return QuestionCatalogue::text(cat.question(question).label);
}

QString optionLabel(const QuestionCatalogue& cat, int question, int option) {
    return option < 0
               ? unansweredText()
               : withoutMnemonic(QuestionCatalogue::text(cat.option(question, option).label));
}

QString unansweredText() {
    //: An open question's answer, in the wizard, the reports and the command line.
    return Text::tr("Not sure yet");
}

QString notAskedText() {
    //: A question that this profile's answers never asked (it depends on another answer).
    return Text::tr("not asked");
}

QString sourceTitles(const QuestionCatalogue& cat, const QStringList& ids) {
    QStringList titles;
    for (const QString& id : ids) {
        const Source* s = cat.source(id);
        titles << (s ? Text::tr("%1 (%2, %3)")
                           .arg(QuestionCatalogue::text(s->title), s->publisher, dateText(s->date))
                     : id);
    }
    return titles.join(QStringLiteral("; "));
}

QString sourceNames(const QuestionCatalogue& cat, const QStringList& ids) {
    QStringList names;
    for (const QString& id : ids) {
        const Source* s = cat.source(id);
        names << (s ? Text::tr("%1, %2").arg(s->publisher, dateText(s->date)) : id);
    }
    names.removeDuplicates();
    return names.join(QStringLiteral("; "));
}

QString chipsText(qint64 n) {
    return pluralFallback(Text::tr("%Ln chip(s)", nullptr, clamped(n)), clamped(n));
}

QString factorsText(qint64 n) {
    return pluralFallback(Text::tr("%Ln factor(s)", nullptr, clamped(n)), clamped(n));
}

QString questionsText(qint64 n) {
    return pluralFallback(Text::tr("%Ln question(s)", nullptr, clamped(n)), clamped(n));
}

QString daysOldText(qint64 n) {
    if (n == 0) {
        return Text::tr("today");
    }
    return pluralFallback(Text::tr("%Ln day(s) old", nullptr, clamped(n)), clamped(n));
}

} // namespace accel
