#include "model/report/ReportBuilder.h"

#include "model/Profile.h"
#include "model/QuestionCatalogue.h"
#include "model/report/ReportSections.h"
#include "model/report/ResultChanges.h"
#include "model/report/SavedResultCodec.h"
#include "model/text/NumberFormat.h"

#include <QFileInfo>
#include <QLocale>

namespace accel::report {

namespace {

QList<Fact> titleFacts(const Profile& profile, const ReportInputs& inputs) {
    QList<Fact> facts;
    facts << Fact{ReportText::tr("Profile"), profileTitle(profile, inputs.profileFile)};
    if (!profile.notes.trimmed().isEmpty()) {
        facts << Fact{ReportText::tr("Notes"), profile.notes.trimmed()};
    }
    facts << Fact{ReportText::tr("Date"), dateTimeText(inputs.generatedAt)};
    facts << Fact{ReportText::tr("Application"),
                  ReportText::tr("Accelerator Advisor %1").arg(inputs.applicationVersion)};
    return facts;
}

void keep(std::vector<Section>& list, Section section) {
    if (!section.isEmpty()) {
        list.push_back(std::move(section));
    }
}

} // namespace

QString profileOrFileName(const Profile& profile, const QString& profileFile) {
    if (!profile.name.trimmed().isEmpty()) {
        return profile.name.trimmed();
    }
    QString base = QFileInfo(profileFile).fileName();
    // "model.accel.json" is the profile "model", not "model.accel".
    for (const QString& suffix : {QStringLiteral(".accel.json"), QStringLiteral(".json")}) {
        if (base.endsWith(suffix, Qt::CaseInsensitive) && base.size() > suffix.size()) {
            base.chop(suffix.size());
            return base;
        }
    }
    return base.isEmpty() ? QString() : QFileInfo(base).completeBaseName();
}

QString profileTitle(const Profile& profile, const QString& profileFile) {
    const QString name = profileOrFileName(profile, profileFile);
    return name.isEmpty() ? ReportText::tr("(unnamed profile)") : name;
}

ReportDocument buildReport(const Profile& profile, const Evaluation& evaluation,
                           const ReportInputs& inputs) {
    ReportDocument doc;
    doc.profileName = profileTitle(profile, inputs.profileFile);
    doc.title = ReportText::tr("GPU or TPU: %1").arg(doc.profileName);
    doc.creator = ReportText::tr("Accelerator Advisor %1").arg(inputs.applicationVersion);
    doc.titleFacts = titleFacts(profile, inputs);
    doc.evaluation = evaluation;
    if (!evaluation.catalogue) {
        return doc; // nothing evaluated: a title and nothing to pretend about
    }

    // The sources are numbered in the order the sections cite them, so the
    // sections are built in reading order.
    SourceRefs refs(*evaluation.catalogue);
    // Conclusions first, for the meeting (the verdict, what rules a platform
    // out, what would change it, what is still open), then the evidence.
    keep(doc.sections, sections::summary(evaluation, inputs.cheapest));
    // What changed since the profile was saved: worth a section when
    // something did, or when the saved result is from another day.
    if (const std::optional<SavedResult> saved = readSavedResult(profile.savedResult)) {
        ResultChanges changes = compareWithSaved(*saved, profile, evaluation, inputs.cheapest);
        if (inputs.billTotals) {
            compareBill(*saved, *inputs.billTotals, changes);
        }
        if (worthTelling(*saved, changes, inputs.generatedAt)) {
            keep(doc.sections, sections::sinceSaved(*saved, changes, evaluation, inputs.cheapest));
        }
    }
    keep(doc.sections, sections::blockers(evaluation, refs));
    keep(doc.sections, sections::flips(evaluation));
    keep(doc.sections, sections::unanswered(evaluation));
    keep(doc.sections, sections::chart(evaluation));
    keep(doc.sections, sections::factors(evaluation, refs));
    for (const Section& extra : inputs.extraSections) {
        keep(doc.sections, extra);
    }
    refs.cite(inputs.extraSourceIds);
    keep(doc.sections, sections::method(evaluation, refs));
    keep(doc.sections, sections::answers(evaluation));
    keep(doc.sections, sections::sources(refs));
    return doc;
}

} // namespace accel::report
