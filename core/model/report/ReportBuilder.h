#pragma once

#include "model/report/ReportDocument.h"
#include "model/report/VerdictGlance.h"

#include <QMap>
#include <QString>

#include <optional>

namespace accel {
struct Profile;
}

namespace accel::report {

// Section ids, in the order they appear.
inline constexpr char kSummary[] = "summary";
inline constexpr char kSinceSaved[] = "since_saved";
inline constexpr char kChart[] = "chart";
inline constexpr char kFactors[] = "factors";
inline constexpr char kBlockers[] = "blockers";
inline constexpr char kFlips[] = "flips";
inline constexpr char kUnanswered[] = "unanswered";
inline constexpr char kMethod[] = "method";
inline constexpr char kAnswers[] = "answers";
inline constexpr char kSources[] = "sources";

struct ReportInputs {
    QDateTime generatedAt = QDateTime::currentDateTime();
    QString applicationVersion; // shown in the title block and the creator metadata
    // Sections from other parts of the model (the workload sizing and cost
    // table, for one), placed after "unanswered" and before "method".
    // Empty ones are dropped like the built-in sections.
    std::vector<Section> extraSections;
    // Links that extra sections cite, by source id, are listed under Sources
    // only if the catalogue knows them; anything else belongs in the section.
    QStringList extraSourceIds;
    // The cheapest configuration that fits, when the workload is sized: the
    // summary names it at a glance (see SizingGlance.h).
    std::optional<CheapestFit> cheapest;
    // The bill's total per option now (billTotalsOf), so "since you saved"
    // can say how the bill moved; std::nullopt when the caller did not price
    // it (then the bill is left out of the comparison), empty when the
    // profile has no workload.
    std::optional<QMap<QString, double>> billTotals;
    // The file the profile was opened from or saved to, if any: its base
    // name stands for a profile without a name.
    QString profileFile;
};

// What the report calls the profile: its name; else the base name of its
// file ("jax-scale-up" for ".../jax-scale-up.accel.json"); else "(unnamed
// profile)". The export dialog names the report file after it too.
[[nodiscard]] QString profileTitle(const Profile& profile, const QString& profileFile);
// The same without the placeholder: empty when there is neither a name nor a file.
[[nodiscard]] QString profileOrFileName(const Profile& profile, const QString& profileFile);

// Builds the report from the saved profile (name, notes) and the result the
// engine already computed. Reads the evaluation; computes no score.
ReportDocument buildReport(const Profile& profile, const Evaluation& evaluation,
                           const ReportInputs& inputs);

} // namespace accel::report
