// No word of a PDF report's tables is broken inside: where a column is too
// narrow for a word, Qt breaks the word between two letters without a
// hyphen ("Gewicht" / "ung"). For every example profile, in every interface
// language, on A4 and Letter, every line of every table cell after the first
// must start after a space or a hyphen.

#include "LanguageCodes.h"
#include "PdfLayout.h"
#include "ReportTestSupport.h"
#include "i18n/Language.h"
#include "model/report/ReportBuilder.h"

#include <QDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <vector>

namespace accel::test {
namespace {

void collectTables(QTextFrame* frame, std::vector<QTextTable*>& tables) {
    for (QTextFrame* child : frame->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(child)) {
            tables.push_back(table);
        }
        collectTables(child, tables);
    }
}

// A line may start after a space, a hyphen or a slash, where text breaks.
bool breaksBetweenWords(const QString& text, int lineStart) {
    if (lineStart <= 0 || lineStart > text.size()) {
        return true;
    }
    const QChar before = text.at(lineStart - 1);
    return before.isSpace() || before == QLatin1Char('-') || before == QLatin1Char('/') ||
           before == QChar(0x2010) || before == QChar(0x00AD);
}

// "table 3, row 0: Gewicht|ung" for every word broken inside.
QStringList brokenWords(const char* example, QPageSize::PageSizeId pageSize) {
    const Example ex = loadExample(example);
    report::ReportInputs inputs;
    inputs.applicationVersion = QStringLiteral("0.1.0");
    const report::ReportDocument report = report::buildReport(ex.profile, ex.evaluation, inputs);
    const std::unique_ptr<PdfLayout> laid = layOutAsPdf(report, pageSize);
    laid->doc->documentLayout(); // lays the document out
    (void)laid->doc->pageCount();

    QStringList broken;
    std::vector<QTextTable*> tables;
    collectTables(laid->doc->rootFrame(), tables);
    EXPECT_FALSE(tables.empty()) << example;
    for (std::size_t t = 0; t < tables.size(); ++t) {
        QTextTable& table = *tables[t];
        for (int r = 0; r < table.rows(); ++r) {
            for (int c = 0; c < table.columns(); ++c) {
                const QTextTableCell cell = table.cellAt(r, c);
                for (auto it = cell.begin(); !it.atEnd(); ++it) {
                    const QTextBlock block = it.currentBlock();
                    const QTextLayout* layout = block.isValid() ? block.layout() : nullptr;
                    if (!layout) {
                        continue;
                    }
                    const QString text = block.text();
                    for (int i = 1; i < layout->lineCount(); ++i) {
                        const int start = layout->lineAt(i).textStart();
                        if (!breaksBetweenWords(text, start)) {
                            broken << QStringLiteral("table %1, row %2: %3|%4")
                                          .arg(t)
                                          .arg(r)
                                          .arg(text.left(start).section(QLatin1Char(' '), -1),
                                               text.mid(start).section(QLatin1Char(' '), 0, 0));
                        }
                    }
                }
            }
        }
    }
    return broken;
}

class PdfWordBreak : public ::testing::TestWithParam<std::string> {
protected:
    void TearDown() override { i18n::applyLanguage(QStringLiteral("en")); }
};

TEST_P(PdfWordBreak, NoWordInATableIsBrokenInside) {
    const QString code = QString::fromStdString(GetParam());
    i18n::applyLanguage(code);
    ASSERT_EQ(i18n::currentLanguage(), code);
    const QStringList examples =
        QDir(examplesDir()).entryList({QStringLiteral("*.accel.json")}, QDir::Files, QDir::Name);
    ASSERT_GE(examples.size(), 4);
    for (const QString& example : examples) {
        for (const QPageSize::PageSizeId size : {QPageSize::A4, QPageSize::Letter}) {
            SCOPED_TRACE(example.toStdString() + (size == QPageSize::A4 ? " A4" : " Letter"));
            const QStringList broken = brokenWords(qPrintable(example), size);
            EXPECT_TRUE(broken.isEmpty()) << broken.join(QStringLiteral("; ")).toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, PdfWordBreak, ::testing::ValuesIn(test::languageCodes()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             return param.param;
                         });

} // namespace
} // namespace accel::test
