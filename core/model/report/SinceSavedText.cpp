#include "model/report/SinceSavedText.h"

#include "model/ConfidenceBand.h"
#include "model/QuestionCatalogue.h"
#include "model/VerdictWording.h"
#include "model/cost/CostText.h"
#include "model/report/ReportText.h"
#include "model/report/ResultChanges.h"
#include "model/text/NumberFormat.h"

#include <QCoreApplication>

namespace accel {

using report::ReportText;

namespace {

ChangeStory unchangedStory(const SavedResult& saved, const ResultChanges& c, const Evaluation& e,
                           const QString& when) {
    ChangeStory story;
    story.headline = ReportText::tr("Nothing changed since you saved on %1: the same verdict, "
                                    "confidence and figures.")
                         .arg(when);
    if (c.modelChanged) {
        story.causes << ReportText::tr("The decision model was updated from version %1 to %2; it "
                                       "gives the same result for these answers.")
                            .arg(saved.modelVersion, e.catalogue->modelVersion());
    }
    return story;
}

QString headlineOfChange(const SavedResult& saved, const ResultChanges& c, const Evaluation& e,
                         const QString& when) {
    // The reading, in the headline's own words (VerdictWording), then and now.
    const QString then = readingHeadline(saved.reading, saved.verdict, saved.tooClose);
    const QString now = verdictHeadline(e);
    if (c.verdictChanged) {
        return ReportText::tr("Since you saved on %1, the reading changed from “%2” to "
                              "“%3”.")
            .arg(when, then, now);
    }
    if (e.reading != Reading::Decided) {
        return ReportText::tr("Since you saved on %1, the reading is still “%2”.").arg(when, now);
    }
    if (c.confidenceChanged) {
        return ReportText::tr("Since you saved on %1, the reading is still “%2”; it "
                              "held in %3 of plausible cases, now in %4.")
            .arg(when, now, report::percent(saved.confidence),
                 report::percent(e.confidence.sameVerdict));
    }
    return ReportText::tr("Since you saved on %1, the reading is still “%2”, in %3 "
                          "of plausible cases as before.")
        .arg(when, now, report::percent(e.confidence.sameVerdict));
}

// Whether the answers, the decision model or only the sampling explain the
// difference; empty when nothing needs explaining.
QString originOfChange(const SavedResult& saved, const ResultChanges& c, const Evaluation& e) {
    if (c.modelChanged && !c.answersChanged() && !c.verdictChanged && !c.confidenceChanged) {
        // Only the figures moved: nothing a reader decides on "comes from" the update.
        return ReportText::tr("The decision model was updated from version %1 to %2; "
                              "the verdict and the confidence are the same.")
            .arg(saved.modelVersion, e.catalogue->modelVersion());
    }
    if (c.modelChanged) {
        return c.answersChanged()
                   ? ReportText::tr("The decision model was also updated, from version "
                                    "%1 to %2.")
                         .arg(saved.modelVersion, e.catalogue->modelVersion())
                   : ReportText::tr("Your answers are the same: the difference comes "
                                    "from the decision model, updated from version %1 "
                                    "to %2.")
                         .arg(saved.modelVersion, e.catalogue->modelVersion());
    }
    if (!c.answersChanged() && (c.verdictChanged || c.confidenceChanged || c.scoresChanged)) {
        // Same answers, same model: only the sampling behind the figure can differ.
        return ReportText::tr("Your answers and the decision model are the same; the "
                              "confidence figure is sampled and varies a little.");
    }
    return {};
}

// The cheapest setup that fits, then and now; empty when neither had a price.
QString pricesChange(const SavedResult& saved, const std::optional<CheapestFit>& cheapest) {
    QString line;
    if (saved.cheapest && cheapest) {
        line = ReportText::tr("The prices or the sizing have changed. When you saved, the "
                              "cheapest setup that fits was %1; now it is %2.")
                   .arg(cheapestFitDetails(*saved.cheapest), cheapestFitDetails(*cheapest));
    } else if (cheapest) {
        line = ReportText::tr("The prices or the sizing have changed. When you saved, no "
                              "setup that fits had a price; now the cheapest is %1.")
                   .arg(cheapestFitDetails(*cheapest));
    } else if (saved.cheapest) {
        line = ReportText::tr("The prices or the sizing have changed. When you saved, the "
                              "cheapest setup that fits was %1; now none that fits has a "
                              "price.")
                   .arg(cheapestFitDetails(*saved.cheapest));
    }
    if (cheapest && cheapest->deadlineAssumed) {
        //: %1 is a duration such as "30 days".
        line += QLatin1Char(' ') +
                ReportText::tr("With no deadline set, runs are planned to finish within %1.")
                    .arg(durationText(cheapest->deadlineDays * 24.0));
    }
    return line;
}

} // namespace

ChangeStory changeStory(const SavedResult& saved, const ResultChanges& c, const Evaluation& e,
                        const std::optional<CheapestFit>& cheapest) {
    const QString when = dateText(saved.savedAt.toLocalTime().date());
    if (!c.anything()) {
        return unchangedStory(saved, c, e, when);
    }
    ChangeStory story;
    story.headline = headlineOfChange(saved, c, e, when);
    if (c.answersChanged()) {
        story.causes
            << ReportText::tr("Your answers changed: %1.").arg(clauseListText(c.answerChanges));
    }
    if (const QString origin = originOfChange(saved, c, e); !origin.isEmpty()) {
        story.causes << origin;
    }
    if (c.verdictChanged || c.scoresChanged) {
        story.causes << ReportText::tr("Scores then: GPU %1, TPU %2; now: GPU %3, TPU %4.")
                            .arg(report::number(saved.gpuScore, 2),
                                 report::number(saved.tpuScore, 2), report::number(e.gpuScore, 2),
                                 report::number(e.tpuScore, 2));
    }
    if (c.programChanged && (c.anything() || c.modelChanged)) {
        story.causes << ReportText::tr("Saved with Accelerator Advisor %1; this is version %2.")
                            .arg(saved.programVersion, QCoreApplication::applicationVersion());
    }
    if (c.billChanged()) {
        story.causes << ReportText::tr("The bill changed: %1.").arg(clauseListText(c.billChanges));
    }
    if (c.pricesChanged) {
        if (const QString line = pricesChange(saved, cheapest); !line.isEmpty()) {
            story.causes << line;
        }
    }
    return story;
}

} // namespace accel
