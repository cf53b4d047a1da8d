#pragma once

namespace accel::cli {

// The exit codes of the command-line contract (README, "Command line").
enum ExitCode : int {
    Success = 0,
    InternalError = 1,
    InvalidInput = 2, // invalid input or usage
    FileError = 3,    // a file cannot be read or written
};

} // namespace accel::cli
