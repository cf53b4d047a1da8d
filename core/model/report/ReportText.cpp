#include "model/report/ReportText.h"

#include "model/QuestionCatalogue.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <vector>

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
    std::vector<qsizetype> numbers;
    for (const QString& id : ids) {
        if (!m_catalogue.source(id)) {
            continue; // the catalogue checks its own references; never print a dangling one
        }
        qsizetype index = m_ids.indexOf(id);
        if (index < 0) {
            m_ids << id;
            index = m_ids.size() - 1;
        }
        numbers.push_back(index + 1);
    }
    // In numeric order ("[1], [4]"), as a reader looks them up in the list;
    // sources first cited here still take their numbers in the given order.
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    QStringList refs;
    for (const qsizetype n : numbers) {
        refs << QStringLiteral("[%1]").arg(n);
    }
    return refs.join(QStringLiteral(", "));
}

} // namespace accel::report
