# One place for the warning policy, applied per target so that Qt's own
# headers (imported as system includes) stay out of it.
function(accel_set_warnings target)
    target_compile_options(${target} PRIVATE
        -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
        -Wcast-align -Wunused -Woverloaded-virtual
        # (-Wnull-dereference is left out: GCC 12 reports false positives at -O2.)
        -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
    if(ACCEL_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    # Every user-visible string goes through tr(); forbid the implicit
    # const char* -> QString conversions that would let one slip past.
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_USE_QSTRINGBUILDER)
endfunction()
