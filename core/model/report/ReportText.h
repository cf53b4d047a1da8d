#pragma once

#include "ReportDocument.h"

#include <QCoreApplication>

namespace accel {
class QuestionCatalogue;
}

namespace accel::report {

// The translation context of every section's wording ("Report"), as lupdate sees it.
struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// Number formats shared by the report's sections; they follow QLocale().

QString percent(double share);
QString number(double value, int decimals);
// "+1.50" / "−1.50" (a real minus sign, which reads better in print).
QString signedNumber(double value);
QString questionLabel(const QuestionCatalogue& catalogue, int question);
QString optionLabel(const QuestionCatalogue& catalogue, int question, int option);

RichText plain(const QString& text);
Block paragraph(const QString& text);
Block paragraph(const RichText& text);
Block note(const QString& text);

// Numbers the cited sources in order of first citation, so that tables can
// say "[2]" and the Sources section lists each reference once.
class SourceRefs {
public:
    explicit SourceRefs(const QuestionCatalogue& catalogue)
        : m_catalogue(catalogue) {}
    QString cite(const QStringList& ids); // "[1], [3]"
    [[nodiscard]] const QStringList& cited() const { return m_ids; }
    [[nodiscard]] const QuestionCatalogue& catalogue() const { return m_catalogue; }

private:
    const QuestionCatalogue& m_catalogue;
    QStringList m_ids;
};

} // namespace accel::report
