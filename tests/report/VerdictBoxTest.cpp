// Page 1 reads at a glance: the report's verdict carries the same mark and
// colour as the window's verdict card, for every verdict, in the PDF and the
// HTML report; Markdown keeps it as text.

#include "ImagePixels.h"
#include "PdfLayout.h"
#include "ReportFiles.h"
#include "model/VerdictWording.h"
#include "render/Palette.h"
#include "render/report/HtmlReportWriter.h"
#include "render/report/PdfReportWriter.h"
#include "render/report/ReportPages.h"
#include "render/report/ReportTextDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <QTextTable>
#include <QXmlStreamReader>

#include <memory>

namespace accel::test {
namespace {

// One example per verdict, and an early reading.
constexpr const char* kExamples[] = {kFullHybrid, kBlockedGpu, kFullTpu, kPartly};

// The platform colours a verdict's mark must show, and the ones it must not:
// GPU blue, TPU orange, both for a hybrid.
struct Hues {
    std::vector<QColor> present;
    std::vector<QColor> absent;
};
Hues huesOf(Verdict v) {
    switch (v) {
    case Verdict::Gpu:
        return {{render::palette::gpu()}, {render::palette::tpu()}};
    case Verdict::Tpu:
        return {{render::palette::tpu()}, {render::palette::gpu()}};
    case Verdict::Hybrid:
        return {{render::palette::gpu(), render::palette::tpu()}, {}};
    }
    return {};
}
QColor edgeOf(Verdict v) {
    return v == Verdict::Gpu
               ? render::palette::gpu()
               : (v == Verdict::Tpu ? render::palette::tpu() : render::palette::hybrid());
}

const report::Block* verdictBlock(const report::ReportDocument& doc) {
    return firstBlock(doc, u"summary", report::Block::Kind::Verdict);
}

QString plain(const report::RichText& text) {
    QString out;
    for (const report::Span& s : text) {
        out += s.text;
    }
    return out;
}

void collectTables(QTextFrame* frame, std::vector<QTextTable*>& tables) {
    for (QTextFrame* child : frame->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(child)) {
            tables.push_back(table);
        }
        collectTables(child, tables);
    }
}

TEST(VerdictBox, TheSummaryOpensWithTheVerdictAndItsConfidence) {
    for (const char* example : kExamples) {
        SCOPED_TRACE(example);
        const Example ex = loadExample(example);
        const report::ReportDocument doc = reportFor(ex);
        const report::Block* box = verdictBlock(doc);
        ASSERT_NE(box, nullptr);
        EXPECT_EQ(box, &doc.section(u"summary")->blocks.front());
        ASSERT_EQ(box->items.size(), 2);
        // The one reading, as the window's verdict card says it.
        EXPECT_EQ(plain(box->items[0]), verdictHeadline(ex.evaluation));
        EXPECT_EQ(plain(box->items[1]), verdictFigure(ex.evaluation) + QLatin1Char('.'));
    }
}

TEST(VerdictBox, PdfPageOneShowsTheVerdictsEdgeAndMark) {
    for (const char* example : kExamples) {
        SCOPED_TRACE(example);
        const Example ex = loadExample(example);
        const report::ReportDocument report = reportFor(ex);
        const report::Block* box = verdictBlock(report);
        ASSERT_NE(box, nullptr);
        const QString headline = plain(box->items[0]);

        const std::unique_ptr<PdfLayout> laid = layOutAsPdf(report);
        QTextDocument* doc = laid->doc.get();

        // The box: the table whose text cell starts with the headline.
        std::vector<QTextTable*> tables;
        collectTables(doc->rootFrame(), tables);
        QTextTable* found = nullptr;
        for (QTextTable* t : tables) {
            for (int c = 0; c < t->columns(); ++c) {
                if (t->cellAt(0, c).firstCursorPosition().block().text().startsWith(headline)) {
                    found = t;
                }
            }
        }
        ASSERT_NE(found, nullptr) << "the headline is not in a box";
        // On page 1.
        const QRectF where = doc->documentLayout()->frameBoundingRect(found);
        EXPECT_LT(where.bottom(), doc->pageSize().height());

        // An edge in the verdict's colour, as the card's.
        bool edge = false;
        QImage mark;
        for (int c = 0; c < found->columns(); ++c) {
            const QTextTableCell cell = found->cellAt(0, c);
            edge = edge ||
                   cell.format().background().color().rgb() == edgeOf(ex.evaluation.verdict).rgb();
            for (auto it = cell.begin(); !it.atEnd(); ++it) {
                for (auto f = it.currentBlock().begin(); !f.atEnd(); ++f) {
                    // Draw the object as the PDF does, and look at it.
                    const QImage drawn = drawnTextObject(*doc, f.fragment(), Qt::transparent);
                    if (!drawn.isNull()) {
                        mark = drawn;
                    }
                }
            }
        }
        EXPECT_TRUE(edge);
        // The mark in the verdict's platform colours, not the other platform's.
        ASSERT_FALSE(mark.isNull()) << "no mark beside the headline";
        const Hues hues = huesOf(ex.evaluation.verdict);
        for (const QColor& c : hues.present) {
            EXPECT_TRUE(imageHasColour(mark, c)) << c.name().toStdString();
        }
        for (const QColor& c : hues.absent) {
            EXPECT_FALSE(imageHasColour(mark, c)) << c.name().toStdString();
        }
    }
}

TEST(VerdictBox, HtmlShowsTheVerdictsEdgeAndANamedMark) {
    for (const char* example : kExamples) {
        SCOPED_TRACE(example);
        const Example ex = loadExample(example);
        const report::ReportDocument report = reportFor(ex);
        const report::Block* box = verdictBlock(report);
        ASSERT_NE(box, nullptr);
        const QString html = QString::fromUtf8(render::htmlReport(report));

        // Walk the summary: the box is a div with the verdict's colour on its
        // edge, an inline SVG mark named for screen readers, then the headline.
        QXmlStreamReader xml(html);
        bool inBox = false;
        int depth = 0;
        bool edge = false;
        QString markName;
        QString text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                if (!inBox && xml.name() == QStringLiteral("div") &&
                    xml.attributes().value(QStringLiteral("class")) == QStringLiteral("verdict")) {
                    inBox = true;
                    depth = 0;
                    edge = xml.attributes()
                               .value(QStringLiteral("style"))
                               .toString()
                               .contains(edgeOf(ex.evaluation.verdict).name(), Qt::CaseInsensitive);
                } else if (inBox) {
                    ++depth;
                    if (xml.name() == QStringLiteral("svg") &&
                        xml.attributes().value(QStringLiteral("role")) == QStringLiteral("img")) {
                        markName = xml.attributes().value(QStringLiteral("aria-label")).toString();
                    }
                }
            } else if (xml.isEndElement() && inBox) {
                if (depth == 0) {
                    break;
                }
                --depth;
            } else if (xml.isCharacters() && inBox) {
                text += xml.text();
            }
        }
        ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
        ASSERT_TRUE(inBox) << "no verdict box";
        EXPECT_TRUE(edge);
        EXPECT_EQ(markName, verdictName(ex.evaluation.verdict));
        EXPECT_TRUE(text.contains(plain(box->items[0]).toHtmlEscaped()) ||
                    text.contains(plain(box->items[0])));
    }
}

} // namespace
} // namespace accel::test
