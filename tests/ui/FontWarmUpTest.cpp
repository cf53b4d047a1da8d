// The start-up's fontconfig warm-up (app/gui/FontConfigWarmUp.h): it runs at
// idle priority, the window waits for it only while it runs, and an
// unfinished one never holds the program up.

#include "app/gui/FontConfigWarmUp.h"

#include <atomic>
#include <chrono>
#include <future>
#include <gtest/gtest.h>
#include <memory>
#include <pthread.h>
#include <sched.h>

using accel::gui::FontConfigWarmUp;
using namespace std::chrono_literals;

namespace {

// Generous: these waits end as soon as the work does, and the work is tiny.
constexpr auto kLongEnough = 30s;

} // namespace

TEST(FontWarmUp, RunsAtIdlePrioritySoThatItNeverDelaysTheDisplayServer) {
    auto policy = std::make_shared<std::atomic<int>>(-1);
    auto release = std::make_shared<std::promise<void>>();
    std::shared_future<void> released = release->get_future().share();
    FontConfigWarmUp warmUp([policy, released] {
        released.wait(); // the policy is set once the constructor has returned
        int current = -1;
        sched_param param{};
        if (pthread_getschedparam(pthread_self(), &current, &param) == 0) {
            *policy = current;
        }
    });
    EXPECT_TRUE(warmUp.ranAtIdlePriority());
    release->set_value();
    ASSERT_TRUE(warmUp.waitUpTo(kLongEnough));
    EXPECT_EQ(policy->load(), SCHED_IDLE);
}

TEST(FontWarmUp, TheWaitEndsWhenTheWorkEnds) {
    auto ran = std::make_shared<std::atomic<bool>>(false);
    FontConfigWarmUp warmUp([ran] { *ran = true; });
    EXPECT_TRUE(warmUp.waitUpTo(kLongEnough));
    EXPECT_TRUE(ran->load());
}

TEST(FontWarmUp, TheWaitGivesUpOnWorkThatHasNotFinished) {
    auto release = std::make_shared<std::promise<void>>();
    std::shared_future<void> released = release->get_future().share();
    FontConfigWarmUp warmUp([released] { released.wait(); });
    // The work cannot finish before it is released: the wait must end unfinished.
    EXPECT_FALSE(warmUp.waitUpTo(50ms));
    release->set_value();
    EXPECT_TRUE(warmUp.waitUpTo(kLongEnough));
}

TEST(FontWarmUp, TheWindowDoesNotWaitForAWarmUpThatGetsNoTime) {
    // Work that cannot run stands for a warm-up starved on a busy machine:
    // the wait ends after a few milliseconds without progress, not at its limit.
    auto release = std::make_shared<std::promise<void>>();
    std::shared_future<void> released = release->get_future().share();
    FontConfigWarmUp warmUp([released] { released.wait(); });
    const auto start = std::chrono::steady_clock::now();
    EXPECT_FALSE(warmUp.waitWhileRunning(60s));
    EXPECT_LT(std::chrono::steady_clock::now() - start, 30s);
    release->set_value();
    EXPECT_TRUE(warmUp.waitUpTo(kLongEnough));
}

TEST(FontWarmUp, AnUnfinishedWarmUpDoesNotHoldUpTheProgramAtItsEnd) {
    auto release = std::make_shared<std::promise<void>>();
    std::shared_future<void> released = release->get_future().share();
    auto ended = std::make_shared<std::promise<void>>();
    std::future<void> threadEnded = ended->get_future();
    {
        // Joining here would never return: the work waits for the release below.
        const FontConfigWarmUp warmUp([released, ended] {
            released.wait();
            ended->set_value();
        });
    }
    release->set_value();
    // The thread, left to itself, still ends (and touches nothing of the object).
    EXPECT_EQ(threadEnded.wait_for(kLongEnough), std::future_status::ready);
}

TEST(FontWarmUp, ReadsFontconfigsConfigurationByDefault) {
    FontConfigWarmUp warmUp;
    EXPECT_TRUE(warmUp.waitUpTo(kLongEnough));
}
