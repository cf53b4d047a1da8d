// main() decides from the arguments whether a command or the window was
// asked for: the names it knows must be exactly the commands there are.

#include "app/cli/CommandLine.h"
#include "app/cli/Commands.h"

#include <gtest/gtest.h>

using namespace accel;

TEST(CommandDispatch, TheNamesMainKnowsAreTheCommandsThereAre) {
    QStringList names;
    for (const cli::Command& command : cli::commands()) {
        names << QString::fromLatin1(command.name);
        EXPECT_TRUE(cli::isHeadlessInvocation(
            {QStringLiteral("accel-advisor"), QString::fromLatin1(command.name)}))
            << command.name;
    }
    EXPECT_EQ(names, cli::commandNames());
}
