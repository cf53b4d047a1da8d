// The wiki formats: well-formed, self-contained, complete.

#include "ReportFiles.h"
#include "model/QuestionCatalogue.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace accel::test {
namespace {

QString readAll(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return QString::fromUtf8(file.readAll());
}

class WikiReport : public ::testing::Test {
protected:
    QTemporaryDir dir;
};

void expectComplete(const QString& text, const Example& ex, const report::ReportDocument& doc) {
    for (const report::Section& s : doc.sections) {
        EXPECT_TRUE(text.contains(s.title.toHtmlEscaped()) || text.contains(s.title))
            << s.title.toStdString();
    }
    EXPECT_TRUE(text.contains(verdictName(ex.evaluation.verdict).toHtmlEscaped()));
    const QuestionCatalogue& cat = *ex.evaluation.catalogue;
    for (const FactorContribution& f : ex.evaluation.factors) {
        const QString label =
            QuestionCatalogue::text(cat.question(f.question).label).remove(QLatin1Char('&'));
        EXPECT_TRUE(text.contains(label.toHtmlEscaped())) << label.toStdString();
    }
}

TEST_F(WikiReport, HtmlIsWellFormedSelfContainedAndComplete) {
    for (const char* example : {kFullHybrid, kBlockedGpu, kPartly}) {
        SCOPED_TRACE(example);
        const Example ex = loadExample(example);
        const QString html = readAll(writeExampleReport(dir, example, render::ReportFormat::Html));

        // Well-formed XML as well as HTML5: every element closed and nested.
        QXmlStreamReader xml(html);
        QStringList sectionIds;
        int svgs = 0;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                if (xml.name() == QStringLiteral("section")) {
                    sectionIds << xml.attributes().value(QStringLiteral("id")).toString();
                }
                svgs += xml.name() == QStringLiteral("svg") ? 1 : 0;
                // Self-contained: nothing is fetched from elsewhere.
                EXPECT_FALSE(xml.attributes().hasAttribute(QStringLiteral("src")))
                    << xml.name().toString().toStdString();
                EXPECT_NE(xml.name(), QStringLiteral("link"));
                EXPECT_NE(xml.name(), QStringLiteral("script"));
                EXPECT_NE(xml.name(), QStringLiteral("img"));
            }
        }
        ASSERT_FALSE(xml.hasError())
            << xml.errorString().toStdString() << " at line " << xml.lineNumber();
        EXPECT_EQ(svgs, 2); // the verdict mark and the chart, inline
        const report::ReportDocument doc = reportFor(ex);
        QStringList expected;
        for (const report::Section& s : doc.sections) {
            expected << s.id;
        }
        EXPECT_EQ(sectionIds, expected);
        expectComplete(html, ex, doc);
        EXPECT_TRUE(html.contains(QStringLiteral("<meta charset=\"utf-8\"/>")));
    }
}

TEST_F(WikiReport, HtmlLinksTheSources) {
    const QString html = readAll(writeExampleReport(dir, kFullTpu, render::ReportFormat::Html));
    EXPECT_TRUE(html.contains(
        QStringLiteral("<a href=\"https://cloud.google.com/tpu/docs/intro-to-tpu\">")));
}

TEST_F(WikiReport, MarkdownHasHeadingsAndWellFormedTables) {
    for (const char* example : {kFullHybrid, kBlockedGpu, kPartly}) {
        SCOPED_TRACE(example);
        const Example ex = loadExample(example);
        const report::ReportDocument doc = reportFor(ex);
        const QString md =
            readAll(writeExampleReport(dir, example, render::ReportFormat::Markdown));
        const QStringList lines = md.split(QLatin1Char('\n'));
        EXPECT_TRUE(lines.first().startsWith(QStringLiteral("# ")));

        QStringList headings;
        for (const QString& line : lines) {
            if (line.startsWith(QStringLiteral("## "))) {
                headings << line.mid(3);
            }
        }
        ASSERT_EQ(headings.size(), static_cast<qsizetype>(doc.sections.size()));

        // Every table: a header, a delimiter row, and rows with as many cells.
        static const QRegularExpression unescapedPipe(QStringLiteral("(?<!\\\\)\\|"));
        int tables = 0;
        for (int i = 0; i < lines.size(); ++i) {
            if (!lines[i].startsWith(QLatin1Char('|')) ||
                (i > 0 && lines[i - 1].startsWith(QLatin1Char('|')))) {
                continue;
            }
            ++tables;
            const qsizetype cells = lines[i].count(unescapedPipe);
            ASSERT_LT(i + 1, lines.size());
            EXPECT_TRUE(lines[i + 1].contains(QStringLiteral("---"))) << lines[i + 1].toStdString();
            for (int j = i + 1; j < lines.size() && lines[j].startsWith(QLatin1Char('|')); ++j) {
                EXPECT_EQ(lines[j].count(unescapedPipe), cells) << lines[j].toStdString();
            }
        }
        EXPECT_GE(tables, 3); // the chart as a table, the factors, the answers at least
        expectComplete(QString(md).replace(QStringLiteral("\\_"), QStringLiteral("_")), ex, doc);
    }
}

} // namespace
} // namespace accel::test
