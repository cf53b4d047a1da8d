#include "ReportText.h"

#include "NumberFormat.h"
#include "QuestionCatalogue.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace accel::report {

QString percent(double share) {
    return percentText(share);
}

QString number(double value, int decimals) {
    return QLocale().toString(value, 'f', decimals);
}

QString signedNumber(double value) {
    const QString magnitude = number(std::abs(value), 2);
    if (value > 0.0) {
        return QLatin1Char('+') + magnitude;
    }
    return value < 0.0 ? QStringLiteral("\u2212") + magnitude : magnitude;
}

QString questionLabel(const QuestionCatalogue& catalogue, int question) {
    return QuestionCatalogue::text(catalogue.question(question).label).remove(QLatin1Char('&'));
}

QString optionLabel(const QuestionCatalogue& catalogue, int question, int option) {
    return option < 0 ? ReportText::tr("not answered")
                      : QuestionCatalogue::text(catalogue.option(question, option).label);
}

RichText plain(const QString& text) {
    return {Span{text, {}, false}};
}

Block paragraph(const QString& text) {
    return paragraph(plain(text));
}

Block paragraph(const RichText& text) {
    Block b;
    b.kind = Block::Kind::Paragraph;
    b.items << text;
    return b;
}

Block note(const QString& text) {
    Block b;
    b.kind = Block::Kind::Note;
    b.items << plain(text);
    return b;
}

QString SourceRefs::cite(const QStringList& ids) {
    QStringList refs;
    for (const QString& id : ids) {
        if (!m_catalogue.source(id)) {
            continue; // the catalogue checks its own references; never print a dangling one
        }
        qsizetype index = m_ids.indexOf(id);
        if (index < 0) {
            m_ids << id;
            index = m_ids.size() - 1;
        }
        refs << QStringLiteral("[%1]").arg(index + 1);
    }
    return refs.join(QStringLiteral(", "));
}

} // namespace accel::report
