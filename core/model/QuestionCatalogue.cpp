#include "model/QuestionCatalogue.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace accel {

CatalogueDefinition builtInCatalogueDefinition(); // QuestionCatalogueData.cpp

QuestionCatalogue::QuestionCatalogue(CatalogueDefinition definition)
    : m_def(std::move(definition)) {
    for (QuestionSpec& q : m_def.questions) {
        resolve(q.appliesWhen, q.id);
    }
    for (BlockerRule& b : m_def.blockers) {
        resolve(b.when, b.id);
    }
    for (ConflictRule& c : m_def.conflicts) {
        resolve(c.when, c.id);
    }
    for (Requirement& r : m_def.hybrid.experimentationPhase) {
        resolve(r, QStringLiteral("hybrid.experimentation"));
    }
    for (Requirement& r : m_def.hybrid.scaledPhase) {
        resolve(r, QStringLiteral("hybrid.scaled"));
    }
    int optionSlotCount = 0;
    for (const QuestionSpec& q : m_def.questions) {
        m_optionBase.push_back(optionSlotCount);
        optionSlotCount += static_cast<int>(q.options.size());
    }
    m_interactionsByOption.resize(static_cast<std::size_t>(optionSlotCount));
    for (int i = 0; i < static_cast<int>(m_def.interactions.size()); ++i) {
        InteractionRule& rule = m_def.interactions[static_cast<std::size_t>(i)];
        const QString where = QStringLiteral("interaction %1.%2").arg(rule.question, rule.option);
        resolve(rule.when, where);
        rule.questionIndex = questionIndex(rule.question);
        rule.optionIndex = optionIndex(rule.questionIndex, rule.option);
        if (rule.optionIndex < 0) {
            m_problems << QStringLiteral("%1: unknown question or option").arg(where);
            continue;
        }
        m_interactionsByOption[static_cast<std::size_t>(m_optionBase[rule.questionIndex]) +
                               static_cast<std::size_t>(rule.optionIndex)]
            .push_back(i);
    }
    for (PriorRule& prior : m_def.priors) {
        const QString where = QStringLiteral("prior %1").arg(prior.question);
        resolve(prior.when, where);
        prior.questionIndex = questionIndex(prior.question);
        if (prior.questionIndex < 0) {
            m_problems << QStringLiteral("%1: unknown question").arg(where);
            continue;
        }
        prior.resolved.assign(question(prior.questionIndex).options.size(), 0.0);
        double total = 0.0;
        for (const auto& [id, weight] : prior.weights) {
            const int o = optionIndex(prior.questionIndex, id);
            if (o < 0 || !(weight >= 0.0)) {
                m_problems << QStringLiteral("%1: bad option or weight %2").arg(where, id);
                continue;
            }
            prior.resolved[static_cast<std::size_t>(o)] = weight;
            total += weight;
        }
        if (!(total > 0.0) || !prior.reason || prior.sources.isEmpty()) {
            m_problems
                << QStringLiteral("%1: needs a positive weight, a reason and a source").arg(where);
        }
    }
    checkIntegrity();
}

const QuestionCatalogue& QuestionCatalogue::builtIn() {
    static const QuestionCatalogue catalogue(builtInCatalogueDefinition());
    return catalogue;
}

int QuestionCatalogue::questionIndex(QStringView id) const {
    for (int i = 0; i < questionCount(); ++i) {
        const QuestionSpec& q = m_def.questions[i];
        if (q.id == id || q.aliases.contains(id)) {
            return i;
        }
    }
    return -1;
}

int QuestionCatalogue::optionIndex(int question, QStringView id) const {
    if (question < 0 || question >= questionCount()) {
        return -1;
    }
    const auto& options = m_def.questions[question].options;
    for (int i = 0; i < static_cast<int>(options.size()); ++i) {
        if (options[i].id == id || options[i].aliases.contains(id)) {
            return i;
        }
    }
    return -1;
}

int QuestionCatalogue::stepIndex(QStringView id) const {
    for (int i = 0; i < static_cast<int>(m_def.steps.size()); ++i) {
        if (m_def.steps[i].id == id) {
            return i;
        }
    }
    return -1;
}

const Source* QuestionCatalogue::source(QStringView id) const {
    for (const Source& s : m_def.sources) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

const char* QuestionCatalogue::reasonFor(int question, int option, int interaction) const {
    return interaction >= 0 ? m_def.interactions[static_cast<std::size_t>(interaction)].reason
                            : this->option(question, option).reason;
}

const QStringList& QuestionCatalogue::sourcesFor(int question, int option, int interaction) const {
    return interaction >= 0 ? m_def.interactions[static_cast<std::size_t>(interaction)].sources
                            : this->option(question, option).sources;
}

double QuestionCatalogue::leanGiven(int question, int option, const std::vector<int>& answers,
                                    int* interaction) const {
    const auto holds = [&answers](const Condition& c) {
        const int o = c.questionIndex >= 0 && c.questionIndex < static_cast<int>(answers.size())
                          ? answers[static_cast<std::size_t>(c.questionIndex)]
                          : -1;
        return o >= 0 && ((c.optionMask >> static_cast<unsigned>(o)) & 1U) != 0U;
    };
    for (const int i : interactionsFor(question, option)) {
        const InteractionRule& rule = m_def.interactions[static_cast<std::size_t>(i)];
        if (std::all_of(rule.when.begin(), rule.when.end(), holds)) {
            if (interaction) {
                *interaction = i;
            }
            return rule.lean;
        }
    }
    if (interaction) {
        *interaction = -1;
    }
    return this->option(question, option).lean;
}

bool QuestionCatalogue::blocksTpuAlone(int question, int option) const {
    return std::any_of(m_def.blockers.begin(), m_def.blockers.end(), [&](const BlockerRule& b) {
        return b.platform == Platform::Tpu && b.when.size() == 1 &&
               b.when.front().questionIndex == question &&
               ((b.when.front().optionMask >> static_cast<unsigned>(option)) & 1U) != 0U;
    });
}

QString QuestionCatalogue::text(const char* sourceText) {
    return QCoreApplication::translate("QuestionCatalogue", sourceText);
}

QString QuestionCatalogue::text(const OptionLabel& label) {
    return QCoreApplication::translate("QuestionCatalogue", label.text, label.disambiguation);
}

void QuestionCatalogue::resolve(Requirement& requirement, const QString& where) {
    for (Condition& c : requirement) {
        c.questionIndex = questionIndex(c.question);
        if (c.questionIndex < 0) {
            m_problems << QStringLiteral("%1: condition names unknown question '%2'")
                              .arg(where, c.question);
            continue;
        }
        c.optionMask = 0;
        for (const QString& o : c.options) {
            const int index = optionIndex(c.questionIndex, o);
            if (index < 0) {
                m_problems << QStringLiteral("%1: condition names unknown option '%2.%3'")
                                  .arg(where, c.question, o);
            } else {
                c.optionMask |= 1U << static_cast<unsigned>(index);
            }
        }
    }
}

void QuestionCatalogue::requireSources(const QStringList& ids, const QString& where) {
    if (ids.isEmpty()) {
        m_problems << QStringLiteral("%1: no source").arg(where);
    }
    for (const QString& id : ids) {
        if (!source(id)) {
            m_problems << QStringLiteral("%1: unknown source '%2'").arg(where, id);
        }
    }
}

void QuestionCatalogue::requireText(const char* text, const QString& where) {
    if (!text || !*text) {
        m_problems << QStringLiteral("%1: missing text").arg(where);
    }
}

void QuestionCatalogue::checkIntegrity() {
    // The engine keeps per-question and per-blocker state in fixed 64-slot arrays.
    if (m_def.questions.size() > 64 || m_def.blockers.size() > 64) {
        m_problems << QStringLiteral("at most 64 questions and 64 blockers are supported");
    }
    QSet<QString> questionIds;
    for (const QuestionSpec& q : m_def.questions) {
        if (questionIds.contains(q.id)) {
            m_problems << QStringLiteral("question '%1' declared twice").arg(q.id);
        }
        questionIds.insert(q.id);
        checkQuestion(q);
    }
    checkRules();
    if (m_def.hybrid.minNormalisedMargin < 0.0) {
        m_problems << QStringLiteral("hybrid: the minimum margin must not be negative");
    }
    requireText(m_def.hybrid.explanation, QStringLiteral("hybrid.explanation"));
    requireSources(m_def.hybrid.sources, QStringLiteral("hybrid"));
    for (const Source& s : m_def.sources) {
        requireText(s.title, QStringLiteral("source ") + s.id);
    }
}

void QuestionCatalogue::checkQuestion(const QuestionSpec& q) {
    if (stepIndex(q.step) < 0) {
        m_problems << QStringLiteral("%1: unknown step '%2'").arg(q.id, q.step);
    }
    requireText(q.label, q.id + QStringLiteral(".label"));
    requireText(q.help, q.id + QStringLiteral(".help"));
    requireSources(q.sources, q.id);
    if (!(q.defaultWeight >= 0.0 && std::isfinite(q.defaultWeight))) {
        m_problems << QStringLiteral("%1: default weight must be finite and >= 0").arg(q.id);
    }
    if (q.options.size() < 2 || q.options.size() > 32) {
        m_problems << QStringLiteral("%1: needs 2 to 32 options").arg(q.id);
    }
    QSet<QString> optionIds;
    for (const OptionSpec& o : q.options) {
        const QString where = q.id + QLatin1Char('.') + o.id;
        if (optionIds.contains(o.id)) {
            m_problems << QStringLiteral("%1 declared twice").arg(where);
        }
        optionIds.insert(o.id);
        requireText(o.label.text, where + QStringLiteral(".label"));
        requireText(o.reason, where + QStringLiteral(".reason"));
        requireSources(o.sources, where);
        if (!(o.lean >= -1.0 && o.lean <= 1.0)) {
            m_problems << QStringLiteral("%1: lean must lie in [-1, 1]").arg(where);
        }
    }
    for (const Condition& c : q.appliesWhen) {
        if (c.questionIndex >= 0 && m_def.questions[c.questionIndex].id == q.id) {
            m_problems << QStringLiteral("%1: cannot depend on itself").arg(q.id);
        }
    }
}

void QuestionCatalogue::checkRules() {
    for (const ConflictRule& c : m_def.conflicts) {
        requireText(c.note, c.id);
        requireSources(c.sources, c.id);
        if (c.when.size() < 2) {
            m_problems << QStringLiteral("%1: a conflict is between two answers").arg(c.id);
        }
    }
    for (const BlockerRule& b : m_def.blockers) {
        requireText(b.reason, b.id);
        requireText(b.keeps, b.id + QStringLiteral(".keeps"));
        requireSources(b.sources, b.id);
        if (b.when.empty()) {
            m_problems << QStringLiteral("%1: a blocker needs a condition").arg(b.id);
        }
    }
    for (const InteractionRule& rule : m_def.interactions) {
        const QString where = QStringLiteral("interaction %1.%2").arg(rule.question, rule.option);
        requireText(rule.reason, where);
        requireSources(rule.sources, where);
        if (rule.when.empty()) {
            m_problems << QStringLiteral("%1: an interaction needs a condition").arg(where);
        }
        if (!(rule.lean >= -1.0 && rule.lean <= 1.0)) {
            m_problems << QStringLiteral("%1: lean must lie in [-1, 1]").arg(where);
        }
        for (const Condition& c : rule.when) {
            if (c.questionIndex == rule.questionIndex) {
                m_problems << QStringLiteral("%1: cannot depend on itself").arg(where);
            }
        }
    }
}

} // namespace accel
