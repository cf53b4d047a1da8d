// Every claim the reading makes about the open questions is checked by
// answering them (issue 35): each open question alone, and all of them
// together in many combinations. A verdict said to be reachable must come
// out of some answering; a verdict said to be out of reach must come out of
// none that the test tries; and where few questions are open, every
// combination is tried and the set must be exactly right.
#include "model/Engine.h"
#include "model/QuestionCatalogue.h"
#include "model/SplitMix.h"
#include "model/VerdictWording.h"

#include <algorithm>
#include <array>
#include <gtest/gtest.h>
#include <numeric>

using namespace accel;

namespace {

const QuestionCatalogue& cat() {
    return QuestionCatalogue::builtIn();
}

// `answered` distinct questions, each with a uniformly drawn option.
AnswerSet answeredAtRandom(SplitMix64& random, int answered) {
    AnswerSet set(cat().questionCount());
    std::vector<int> order(static_cast<std::size_t>(cat().questionCount()));
    std::iota(order.begin(), order.end(), 0);
    for (std::size_t i = order.size() - 1; i > 0; --i) {
        std::swap(order[i], order[random.next() % (i + 1)]);
    }
    for (int i = 0; i < answered && i < static_cast<int>(order.size()); ++i) {
        const int q = order[static_cast<std::size_t>(i)];
        set.set(q, static_cast<int>(random.next() % cat().question(q).options.size()));
    }
    return set;
}

std::vector<int> openOf(const AnswerSet& a) {
    std::vector<int> open;
    for (int q = 0; q < a.size(); ++q) {
        if (!a.isAnswered(q)) {
            open.push_back(q);
        }
    }
    return open;
}

constexpr EngineOptions kVerdictOnly{.flips = false, .confidence = false, .unanswered = false};

Verdict verdictOf(const Engine& engine, const AnswerSet& a) {
    return engine.evaluate(a, WeightSet::defaults(cat()), kVerdictOnly).verdict;
}

// The verdicts every combination of answers to `open` gives (few open questions).
std::array<bool, kVerdictCount> everyCombination(const Engine& engine, AnswerSet a,
                                                 const std::vector<int>& open, std::size_t next) {
    std::array<bool, kVerdictCount> seen{};
    if (next == open.size()) {
        seen[static_cast<int>(verdictOf(engine, a))] = true;
        return seen;
    }
    const int q = open[next];
    for (int o = 0; o < static_cast<int>(cat().question(q).options.size()); ++o) {
        a.set(q, o);
        const auto more = everyCombination(engine, a, open, next + 1);
        for (int v = 0; v < kVerdictCount; ++v) {
            seen[v] = seen[v] || more[v];
        }
    }
    return seen;
}

} // namespace

TEST(OpenQuestionClaims, WithFewOpenQuestionsTheReachableVerdictsAreExact) {
    const Engine engine(cat());
    SplitMix64 random(35);
    for (int i = 0; i < 300; ++i) {
        const int open = 1 + static_cast<int>(random.next() % 6);
        const AnswerSet a = answeredAtRandom(random, cat().questionCount() - open);
        const Evaluation r = engine.evaluate(a, WeightSet::defaults(cat()));
        const auto truth = everyCombination(engine, a, openOf(a), 0);
        for (int v = 0; v < kVerdictCount; ++v) {
            EXPECT_EQ(r.reachable[v], truth[v]) << "profile " << i << ", verdict "
                                                << verdictId(static_cast<Verdict>(v)).toStdString();
        }
    }
}

TEST(OpenQuestionClaims, NoAnsweringGivesAVerdictSaidToBeOutOfReach) {
    const Engine engine(cat());
    SplitMix64 random(3535);
    int checkedCombinations = 0;
    for (int i = 0; i < 300; ++i) {
        const AnswerSet a = answeredAtRandom(random, 1 + static_cast<int>(random.next() % 10));
        const Evaluation r = engine.evaluate(a, WeightSet::defaults(cat()));
        const std::vector<int> open = openOf(a);
        // Many combinations at random, and the two extremes of every lean.
        for (int k = 0; k < 60; ++k) {
            AnswerSet all = a;
            for (const int q : open) {
                const auto& options = cat().question(q).options;
                int pick = static_cast<int>(random.next() % options.size());
                if (k < 2) {
                    const auto [lo, hi] = std::minmax_element(
                        options.begin(), options.end(),
                        [](const OptionSpec& x, const OptionSpec& y) { return x.lean < y.lean; });
                    pick = static_cast<int>((k == 0 ? lo : hi) - options.begin());
                }
                all.set(q, pick);
            }
            const Verdict v = verdictOf(engine, all);
            ASSERT_TRUE(r.canReach(v))
                << "profile " << i << ": answering every open question "
                << "gives " << verdictId(v).toStdString() << ", said to be out of reach";
            ++checkedCombinations;
        }
    }
    EXPECT_EQ(checkedCombinations, 300 * 60);
}

TEST(OpenQuestionClaims, EachOpenQuestionAloneIsJudgedByAnsweringIt) {
    const Engine engine(cat());
    SplitMix64 random(353535);
    int named = 0;
    for (int i = 0; i < 300; ++i) {
        const AnswerSet a = answeredAtRandom(random, 1 + static_cast<int>(random.next() % 10));
        const Evaluation r = engine.evaluate(a, WeightSet::defaults(cat()));
        for (const OpenQuestion& o : r.unanswered) {
            std::array<bool, kVerdictCount> alone{};
            for (int opt = 0; opt < static_cast<int>(cat().question(o.question).options.size());
                 ++opt) {
                AnswerSet one = a;
                one.set(o.question, opt);
                alone[static_cast<int>(verdictOf(engine, one))] = true;
            }
            bool changes = false;
            for (int v = 0; v < kVerdictCount; ++v) {
                changes = changes || (alone[v] && v != static_cast<int>(r.verdict));
            }
            EXPECT_EQ(o.couldChangeVerdict, changes) << "profile " << i;
            if (r.answerNext && r.answerNext->question == o.question) {
                ++named;
                EXPECT_TRUE(changes) << "profile " << i << ": answer next cannot change it alone";
                for (int v = 0; v < kVerdictCount; ++v) {
                    if (r.answerNext->couldChangeTo[v]) {
                        EXPECT_TRUE(alone[v]) << "profile " << i << ": answer next claims "
                                              << verdictId(static_cast<Verdict>(v)).toStdString();
                    }
                }
            }
        }
        const bool anyAlone =
            std::any_of(r.unanswered.begin(), r.unanswered.end(),
                        [](const OpenQuestion& o) { return o.couldChangeVerdict; });
        EXPECT_EQ(r.answerNext.has_value(), anyAlone) << "profile " << i;
    }
    EXPECT_GT(named, 100);
}

TEST(OpenQuestionClaims, TheConfidenceIsTheVerdictsShareAndAnEarlyReadingHasNone) {
    const Engine engine(cat());
    SplitMix64 random(35353535);
    for (int i = 0; i < 300; ++i) {
        const AnswerSet a = answeredAtRandom(random, 1 + static_cast<int>(random.next() % 20));
        const Evaluation r = engine.evaluate(a, WeightSet::defaults(cat()));
        EXPECT_DOUBLE_EQ(r.confidence.sameVerdict,
                         r.confidence.shares[static_cast<std::size_t>(r.verdict)]);
        const bool blocked = !r.tpuAvailable || !r.gpuAvailable;
        EXPECT_EQ(r.early(), !blocked && r.confidence.answeredShare < kSoFarAnsweredShare);
        if (!r.early()) {
            EXPECT_EQ(r.reading == Reading::TooClose, r.tooClose.has_value()) << "profile " << i;
        }
    }
}

// The rule of DecidedBy.h on random profiles: the strongest answers of a side,
// never part of a tie, at most one over the limit unless a whole tie is all
// the side has, and nothing for a platform a blocker rules out.
TEST(OpenQuestionClaims, DecidedByNamesTheStrongestAnswersOnBothSides) {
    const Engine engine(cat());
    SplitMix64 random(3553);
    for (int i = 0; i < 300; ++i) {
        const AnswerSet a = answeredAtRandom(random, 4 + static_cast<int>(random.next() % 18));
        const Evaluation r = engine.evaluate(a, WeightSet::defaults(cat()));
        const bool blockerDecides = r.tpuAvailable != r.gpuAvailable;
        for (int side = 0; side < 2; ++side) {
            const auto& named = r.decidedBy[static_cast<std::size_t>(side)];
            if (blockerDecides && r.isBlocked(side == 0 ? Platform::Gpu : Platform::Tpu)) {
                EXPECT_TRUE(named.empty()) << i;
                continue;
            }
            std::vector<qint64> namedStrengths;
            for (const int n : named) {
                namedStrengths.push_back(
                    shownStrength(r.factors[static_cast<std::size_t>(n)].contribution));
            }
            ASSERT_TRUE(std::is_sorted(namedStrengths.rbegin(), namedStrengths.rend())) << i;
            std::vector<qint64> others;
            for (int f = 0; f < static_cast<int>(r.factors.size()); ++f) {
                const double c = r.factors[static_cast<std::size_t>(f)].contribution;
                const bool onSide = side == 0 ? c < 0.0 : c > 0.0;
                if (onSide && shownStrength(c) > 0 &&
                    std::find(named.begin(), named.end(), f) == named.end()) {
                    others.push_back(shownStrength(c));
                }
            }
            for (const qint64 other : others) {
                // No answer left out is as strong as one named: ties stay whole.
                ASSERT_TRUE(namedStrengths.empty() || other < namedStrengths.back()) << i;
            }
            const bool wholeTieOnly =
                !namedStrengths.empty() && namedStrengths.front() == namedStrengths.back();
            if (!wholeTieOnly) {
                EXPECT_LE(named.size(), kDecidedByCount + 1) << i;
            }
            if (!blockerDecides && !others.empty()) {
                EXPECT_FALSE(named.empty()) << i; // a side that has answers names one
            }
        }
    }
}

// A question's label may end in "?": no sentence about the open questions
// may then add its own stop or colon after it ("…?”." or "?:").
TEST(OpenQuestionClaims, TheirSentencesArePunctuatedOnce) {
    const Engine engine(cat());
    SplitMix64 random(8117);
    int withAnswerNext = 0;
    for (int i = 0; i < 300; ++i) {
        const AnswerSet a = answeredAtRandom(random, 1 + static_cast<int>(random.next() % 12));
        const Evaluation r = engine.evaluate(a, WeightSet::defaults(cat()));
        withAnswerNext += r.answerNext ? 1 : 0;
        for (const QString& line :
             {answerNextSentence(r), openQuestionsSentence(r), verdictReading(r)}) {
            for (const char* doubled : {"?\u201d.", "?.", "?:", "..", ".\u201d."}) {
                EXPECT_FALSE(line.contains(QString::fromUtf8(doubled)))
                    << i << ": " << line.toStdString();
            }
        }
    }
    EXPECT_GT(withAnswerNext, 30); // the sentence under test is actually made
}
