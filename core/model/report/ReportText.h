#pragma once

#include "model/CatalogueText.h"
#include "model/report/ReportDocument.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>

namespace accel {
class QuestionCatalogue;
}

namespace accel::report {

// The translation context of every section's wording ("Report"), as lupdate sees it.
struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(Report)
};

// Numbers and labels come from the application's one text layer
// (NumberFormat.h, CatalogueText.h); these short names keep the sections' sentences short.
inline QString percent(double share) {
    return percentText(share);
}
inline QString number(double value, int decimals) {
    return numberText(value, decimals);
}
inline QString signedNumber(double value) {
    return signedNumberText(value);
}

RichText plain(const QString& text);
Block paragraph(const QString& text);
Block paragraph(const RichText& text);
Block note(const QString& text);
Block bullets(const QStringList& lines);

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
