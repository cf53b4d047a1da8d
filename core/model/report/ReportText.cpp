#include "model/report/ReportText.h"

#include "model/QuestionCatalogue.h"

#include <QCoreApplication>
#include <QLocale>

namespace accel::report {

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

Block bullets(const QStringList& lines) {
    Block b;
    b.kind = Block::Kind::BulletList;
    for (const QString& line : lines) {
        b.items << plain(line);
    }
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
