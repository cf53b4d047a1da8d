#pragma once

#include <QString>
#include <QStringList>

namespace accel {

class QuestionCatalogue;
struct Source;

// The catalogue's words as every view shows them: question and option labels,
// the one wording of an open question, and source names.

// A label without its mnemonic: "&Model family" -> "Model family"; a
// translator's "&&" is a literal ampersand ("R&&D" -> "R&D").
[[nodiscard]] QString withoutMnemonic(const QString& label);
// The Alt+letter of a label, lower case, or a null QChar.
[[nodiscard]] QChar mnemonicOf(const QString& label);
// The labels of one screen with an Alt+letter each and none of `taken`
// (letters the screen's fixed parts use: menus by the platform's
// convention, Back and Next). Two widgets on one letter make Qt alternate
// between them instead of acting. Each label keeps the letter its text (the
// translator) chose when it is still free; otherwise it takes the first free
// letter that starts one of its words, then any free letter (an accented
// one last: it may need a dead key). When its letters are all taken, other
// labels move to other letters of theirs, a chosen one included, if that
// frees one: as many labels as possible get a letter, and only a label no
// arrangement can serve goes without. Case is ignored; a translator's "&&"
// stays literal.
[[nodiscard]] QStringList withDistinctMnemonics(const QStringList& labels, QString taken);
// The question's label without its mnemonic.
[[nodiscard]] QString questionLabel(const QuestionCatalogue& cat, int question);
// The question's label with its mnemonic, for buttons and group boxes.
[[nodiscard]] QString questionLabelWithMnemonic(const QuestionCatalogue& cat, int question);
// The chosen option's label, or unansweredText() for an open question (option < 0).
[[nodiscard]] QString optionLabel(const QuestionCatalogue& cat, int question, int option);
// What an open question reads as, everywhere: "Not sure yet".
[[nodiscard]] QString unansweredText();
// A question the profile's answers never reached: "not asked".
[[nodiscard]] QString notAskedText();
// Who published a source, in the reader's language where it is a description
// rather than a name ("Liquid Web (a GPU hosting vendor)", "JAX authors").
[[nodiscard]] QString publisherText(const Source& source);
// "Title (Publisher, date)" of each source, joined with "; ".
[[nodiscard]] QString sourceTitles(const QuestionCatalogue& cat, const QStringList& ids);
// "Publisher, date" of each source, short enough for a table cell.
[[nodiscard]] QString sourceNames(const QuestionCatalogue& cat, const QStringList& ids);

// A question's importance (weight) as every view writes it: "2.00", "0.75".
[[nodiscard]] QString importanceText(double weight);

// Counts with the language's plural forms (an English .ts carries the
// singular forms): "1 chip", "8 chips".
[[nodiscard]] QString chipsText(qint64 n);
[[nodiscard]] QString factorsText(qint64 n);
[[nodiscard]] QString questionsText(qint64 n);
[[nodiscard]] QString daysOldText(qint64 n);

} // namespace accel
