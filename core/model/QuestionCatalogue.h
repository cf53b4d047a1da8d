#pragma once

#include "model/Platform.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace accel {

// A public document or seed article that a statement in the catalogue rests on.
struct Source {
    QString id;                  // stable key, e.g. the seed file name
    const char* title = nullptr; // translatable (context "QuestionCatalogue")
    QString publisher;
    QString date; // as precise as the source allows, ISO-like
    QString url;  // empty when the source is a stored article without a public address
};

// "question is answered with one of these options". Declared with ids; the
// catalogue resolves the indexes once so that the engine never compares strings.
struct Condition {
    QString question;
    QStringList options;
    int questionIndex = -1;
    std::uint32_t optionMask = 0;
};

// All conditions must hold.
using Requirement = std::vector<Condition>;

// In a hybrid verdict, the work an answer sends to one platform.
struct HybridWork {
    Platform platform = Platform::Gpu;
    const char* work = nullptr; // translatable
};

// An option's label: its English text and, where one English word answers
// several questions ("None" to a skill, to control flow, to a budget), the
// disambiguation that lets a translation agree with each question (French
// "Aucune" expertise but "Aucun" flux). QT_TRANSLATE_NOOP gives the first,
// QT_TRANSLATE_NOOP3 both; lupdate reads either.
struct OptionLabel {
    const char* text = nullptr;
    const char* disambiguation = nullptr;
    constexpr OptionLabel() = default;
    constexpr OptionLabel(const char* english, const char* which = nullptr)
        : text(english)
        , disambiguation(which) {}
};

struct OptionSpec {
    QString id;
    OptionLabel label; // translatable
    // Which way and how strongly the option leans: -1 strongly favours GPU,
    // +1 strongly favours TPU, 0 is neutral.
    double lean = 0.0;
    const char* reason = nullptr; // translatable: why it leans that way
    QStringList sources;
    std::optional<HybridWork> hybridWork = std::nullopt;
    QStringList aliases = {}; // ids accepted from older profiles
};

struct QuestionSpec {
    QString id;
    QString step;
    const char* label = nullptr; // translatable; '&' marks the mnemonic
    const char* help = nullptr;  // translatable: why the question matters
    double defaultWeight = 1.0;
    std::vector<OptionSpec> options;
    QStringList sources;
    Requirement appliesWhen = {}; // empty: always asked
    QStringList aliases = {};
    // Option ids of older releases that meant "not decided": read as unanswered.
    QStringList openAliases = {};
};

struct StepSpec {
    QString id;
    const char* title = nullptr;    // translatable
    const char* subtitle = nullptr; // translatable
};

// A hard constraint: when the requirement holds, the platform is unavailable.
struct BlockerRule {
    QString id;
    Platform platform = Platform::Tpu;
    Requirement when;
    const char* reason = nullptr; // translatable
    QStringList sources;
    // Translatable: what keeps the platform, as one short line of a verdict's
    // conditions ("The work can run on Google Cloud").
    const char* keeps = nullptr;
};

// Two answers that contradict each other as the sources describe them: the
// views say so ("check"), the engine still counts both as given.
struct ConflictRule {
    QString id;
    Requirement when;           // every condition holds: the answers conflict
    const char* note = nullptr; // translatable: what is odd, and what to check
    QStringList sources;
};

// An interaction the sources state: an option leans differently when other
// answers hold (production favours TPUs only with large or sustained work).
// The first declared rule of an option whose requirement holds replaces the
// option's own lean, reason and sources. A rule's lean must move in the same
// direction as the answers it depends on, so that no answer change towards one
// platform can move the verdict away from it.
struct InteractionRule {
    QString question;
    QString option;
    Requirement when;
    double lean = 0.0;
    const char* reason = nullptr; // translatable
    QStringList sources;
    int questionIndex = -1;
    int optionIndex = -1;
};

// When GPUs for experimentation plus TPUs for scaled runs is the answer.
struct HybridRule {
    std::vector<Requirement> experimentationPhase; // any of these
    std::vector<Requirement> scaledPhase;          // any of these
    // TPUs must lead: normalised margin (TPU-GPU)/(TPU+GPU) above this. It
    // must not be negative: a profile without an experimentation phase gets
    // TPU above 0, and moving towards it (to production) must never turn a
    // hybrid verdict into GPU.
    double minNormalisedMargin = 0.0;
    const char* explanation = nullptr; // translatable
    HybridWork defaultGpuWork;
    HybridWork defaultTpuWork;
    QStringList sources;
};

// What the program assumes about an open question's answer when it samples
// the cases behind the confidence: relative weights per option id (options not
// listed weigh 0). The first rule whose requirement holds on the given answers
// applies; an open question without one is drawn uniformly. Each rule is a
// claim about projects like this one, so it carries its reason and sources
// like every lean.
struct PriorRule {
    QString question;
    Requirement when; // on answered questions only; empty: always
    std::vector<std::pair<QString, double>> weights;
    const char* reason = nullptr; // translatable
    QStringList sources;
    int questionIndex = -1;
    std::vector<double> resolved = {}; // weight per option index
};

struct CatalogueDefinition {
    // Changes whenever a lean, weight, rule or question changes, so that a
    // saved result can tell "the model changed" from "your answers changed".
    QString modelVersion;
    std::vector<Source> sources;
    std::vector<StepSpec> steps;
    std::vector<QuestionSpec> questions;
    std::vector<BlockerRule> blockers;
    HybridRule hybrid;
    std::vector<InteractionRule> interactions = {};
    std::vector<PriorRule> priors = {};
    std::vector<ConflictRule> conflicts = {};
};

// The question catalogue: every question, option, lean, weight, blocker and
// source in one declarative place (QuestionCatalogueData.cpp); the engine interprets it.
class QuestionCatalogue {
public:
    // Resolves ids to indexes; problems (unknown ids, duplicates, missing
    // texts) are returned by problems(), never silently ignored.
    explicit QuestionCatalogue(CatalogueDefinition definition);

    static const QuestionCatalogue& builtIn();

    [[nodiscard]] const QStringList& problems() const { return m_problems; }

    [[nodiscard]] const QString& modelVersion() const { return m_def.modelVersion; }
    [[nodiscard]] const std::vector<StepSpec>& steps() const { return m_def.steps; }
    [[nodiscard]] const std::vector<QuestionSpec>& questions() const { return m_def.questions; }
    [[nodiscard]] const std::vector<BlockerRule>& blockers() const { return m_def.blockers; }
    [[nodiscard]] const HybridRule& hybridRule() const { return m_def.hybrid; }
    [[nodiscard]] const std::vector<InteractionRule>& interactions() const {
        return m_def.interactions;
    }
    [[nodiscard]] const std::vector<PriorRule>& priors() const { return m_def.priors; }
    [[nodiscard]] const std::vector<ConflictRule>& conflicts() const { return m_def.conflicts; }
    // Indexes into interactions() declared for one option, in declaration order.
    [[nodiscard]] const std::vector<int>& interactionsFor(int question, int option) const {
        return m_interactionsByOption[static_cast<std::size_t>(m_optionBase[question]) +
                                      static_cast<std::size_t>(option)];
    }
    // The lean, reason and sources an answer has, given the interaction that
    // applied (-1: the option's own).
    [[nodiscard]] const char* reasonFor(int question, int option, int interaction) const;
    [[nodiscard]] const QStringList& sourcesFor(int question, int option, int interaction) const;
    // The lean an option counts with, given the other answers: its own, or
    // that of the first interaction whose requirement holds. `interaction`
    // receives the interaction's index or -1.
    [[nodiscard]] double leanGiven(int question, int option, const std::vector<int>& answers,
                                   int* interaction = nullptr) const;
    // True when choosing this option alone makes TPUs unavailable (a blocker
    // with this one condition), so views can say so instead of "neutral".
    [[nodiscard]] bool blocksTpuAlone(int question, int option) const;
    [[nodiscard]] const std::vector<Source>& sources() const { return m_def.sources; }

    [[nodiscard]] int questionCount() const { return static_cast<int>(m_def.questions.size()); }
    [[nodiscard]] const QuestionSpec& question(int index) const { return m_def.questions[index]; }
    [[nodiscard]] const OptionSpec& option(int question, int option) const {
        return m_def.questions[question].options[option];
    }

    // Both accept the aliases of older profile versions. -1 when unknown.
    [[nodiscard]] int questionIndex(QStringView id) const;
    [[nodiscard]] int optionIndex(int question, QStringView id) const;
    [[nodiscard]] int stepIndex(QStringView id) const;
    [[nodiscard]] const Source* source(QStringView id) const;

    // Translated text of a catalogue string.
    static QString text(const char* sourceText);
    static QString text(const OptionLabel& label);

private:
    void resolve(Requirement& requirement, const QString& where);
    void checkIntegrity();
    void checkQuestion(const QuestionSpec& q);
    void checkRules();
    void requireSources(const QStringList& ids, const QString& where);
    void requireText(const char* text, const QString& where);

    CatalogueDefinition m_def;
    QStringList m_problems;
    std::vector<int> m_optionBase; // first flat option slot of each question
    std::vector<std::vector<int>> m_interactionsByOption;
};

} // namespace accel
