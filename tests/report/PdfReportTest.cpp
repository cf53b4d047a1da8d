// The PDF as its readers get it: text extracted with pdftotext, images and
// fonts listed with pdfimages and pdffonts, metadata with pdfinfo.

#include "ReportFiles.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictWording.h"
#include "render/report/PdfReportWriter.h"

#include <QBuffer>
#include <QFile>
#include <QRegularExpression>

namespace accel::test {
namespace {

class PdfReport : public ::testing::Test {
protected:
    QTemporaryDir dir;
};

QString pdfText(const QString& path) {
    // -raw keeps the drawing order, so a table cell's wrapped lines stay together.
    const ToolRun run =
        runTool(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), path, QStringLiteral("-")});
    EXPECT_EQ(run.exitCode, 0);
    // A cell may wrap after a hyphen ("Data-" / "dependent").
    return simplified(run.out).replace(QStringLiteral("- "), QStringLiteral("-"));
}

int pageCount(const QString& path) {
    const ToolRun run = runTool(QStringLiteral("pdfinfo"), {path});
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run.out);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

TEST_F(PdfReport, TextHoldsEverySectionTheVerdictAndEveryFactor) {
    for (const char* example : {kFullHybrid, kBlockedGpu, kPartly}) {
        const Example ex = loadExample(example);
        const report::ReportDocument doc = reportFor(ex);
        const QString text = pdfText(writeExampleReport(dir, example, render::ReportFormat::Pdf));
        SCOPED_TRACE(example);
        EXPECT_TRUE(text.contains(simplified(doc.title))) << text.left(300).toStdString();
        for (const report::Section& s : doc.sections) {
            EXPECT_TRUE(text.contains(s.title)) << s.title.toStdString();
        }
        // The one reading's headline, as the card says it.
        const Evaluation& e = ex.evaluation;
        EXPECT_TRUE(text.contains(simplified(verdictHeadline(e))));
        const QuestionCatalogue& cat = *ex.evaluation.catalogue;
        auto label = [&cat](int q) {
            return QuestionCatalogue::text(cat.question(q).label).remove(QLatin1Char('&'));
        };
        // Answered: in the chart, the factor table and the appendix.
        for (const FactorContribution& f : ex.evaluation.factors) {
            EXPECT_GE(text.count(label(f.question)), 3) << label(f.question).toStdString();
        }
        // Open: in the unanswered table and the appendix.
        for (const OpenQuestion& o : ex.evaluation.unanswered) {
            EXPECT_GE(text.count(label(o.question)), 2) << label(o.question).toStdString();
        }
        EXPECT_TRUE(text.contains(QStringLiteral("Page 1 of ")));
    }
}

TEST_F(PdfReport, HasNoRasterImages) {
    const QString path = writeExampleReport(dir, kFullHybrid, render::ReportFormat::Pdf);
    const ToolRun run = runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path});
    ASSERT_EQ(run.exitCode, 0);
    // Only the two header lines of the listing.
    EXPECT_EQ(run.out.trimmed().split(QLatin1Char('\n')).size(), 2) << run.out.toStdString();
}

TEST_F(PdfReport, EmbedsEveryFont) {
    const QString path = writeExampleReport(dir, kBlockedGpu, render::ReportFormat::Pdf);
    const ToolRun run = runTool(QStringLiteral("pdffonts"), {path});
    ASSERT_EQ(run.exitCode, 0);
    const QStringList lines = run.out.trimmed().split(QLatin1Char('\n'));
    ASSERT_GT(lines.size(), 2) << "no fonts at all: " << run.out.toStdString();
    // name type encoding emb sub uni object ID: emb is the third yes/no from the end.
    static const QRegularExpression flags(
        QStringLiteral("\\s(yes|no)\\s+(yes|no)\\s+(yes|no)\\s+\\d+\\s+\\d+\\s*$"));
    for (const QString& line : lines.mid(2)) {
        const auto match = flags.match(line);
        ASSERT_TRUE(match.hasMatch()) << line.toStdString();
        EXPECT_EQ(match.captured(1), QStringLiteral("yes")) << line.toStdString();
        EXPECT_FALSE(line.contains(QStringLiteral("Type 3"))) << line.toStdString();
    }
}

TEST_F(PdfReport, PageCountsAreSane) {
    const int full = pageCount(writeExampleReport(dir, kFullHybrid, render::ReportFormat::Pdf));
    const int partly = pageCount(writeExampleReport(dir, kPartly, render::ReportFormat::Pdf));
    EXPECT_GE(full, 3);
    EXPECT_LE(full, 8);
    EXPECT_GE(partly, 2);
    EXPECT_LE(partly, full);
}

TEST_F(PdfReport, CarriesTitleCreatorAndClickableSourceLinks) {
    const Example ex = loadExample(kFullTpu);
    const QString path = writeExampleReport(dir, kFullTpu, render::ReportFormat::Pdf);
    const ToolRun info = runTool(QStringLiteral("pdfinfo"), {path});
    const QString metadata = simplified(info.out);
    EXPECT_TRUE(metadata.contains(QStringLiteral("Title: ") + reportFor(ex).title))
        << info.out.toStdString();
    EXPECT_TRUE(metadata.contains(QStringLiteral("Creator: Accelerator Advisor 0.1.0")))
        << info.out.toStdString();

    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_TRUE(bytes.contains("/Subtype /Link"));
    EXPECT_TRUE(bytes.contains("(https://cloud.google.com/tpu/docs/intro-to-tpu)"));
}

TEST_F(PdfReport, PaperFollowsTheLocale) {
    EXPECT_EQ(render::reportPageSize(QLocale(QLocale::English, QLocale::UnitedStates)),
              QPageSize::Letter);
    EXPECT_EQ(render::reportPageSize(QLocale(QLocale::French, QLocale::Canada)), QPageSize::Letter);
    EXPECT_EQ(render::reportPageSize(QLocale(QLocale::German, QLocale::Germany)), QPageSize::A4);
    EXPECT_EQ(render::reportPageSize(QLocale(QLocale::English, QLocale::UnitedKingdom)),
              QPageSize::A4);

    QBuffer buffer;
    ASSERT_TRUE(buffer.open(QIODevice::WriteOnly));
    ASSERT_TRUE(
        render::writePdfReport(reportFor(loadExample(kPartly)), buffer, QPageSize::Letter).ok());
    const QString path = dir.filePath(QStringLiteral("letter.pdf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(buffer.data());
    file.close();
    EXPECT_TRUE(
        runTool(QStringLiteral("pdfinfo"), {path}).out.contains(QStringLiteral("612 x 792 pts")));
}

} // namespace
} // namespace accel::test
