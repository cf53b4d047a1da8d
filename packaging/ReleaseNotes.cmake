# Reads CHANGELOG.md, the one record of the releases, and writes what the
# packaging needs from it: the Debian changelog and the AppStream <release>
# entries. Used in two ways:
#   include()d by packaging/CMakeLists.txt at configure time, which calls
#     accel_read_changelog() and accel_debian_changelog()/accel_appstream_releases();
#   cmake -DCHANGELOG=... -DVERSION=... -P ReleaseNotes.cmake, the test
#     Version.ChangelogMatchesCMake: fails unless the newest dated release is VERSION.
#
# The format it relies on (CHANGELOG.md says so too): "## X.Y.Z - YYYY-MM-DD"
# starts a release, "- " starts an entry, indented lines continue it, and
# "## Unreleased" is skipped.

# Reads CHANGELOG into ACCEL_RELEASES (versions, newest first) and, per
# version V, ACCEL_RELEASE_<V>_DATE and ACCEL_RELEASE_<V>_ENTRIES (a list of
# entries; a ';' inside an entry is stored as __ACCEL_SEMICOLON__).
function(accel_read_changelog changelog)
    file(READ "${changelog}" text)
    # ';' separates CMake list items and an unbalanced '[' joins them: keep
    # all three out of the list while it is split into lines.
    string(REPLACE ";" "__ACCEL_SEMICOLON__" text "${text}")
    string(REPLACE "[" "__ACCEL_LBRACKET__" text "${text}")
    string(REPLACE "]" "__ACCEL_RBRACKET__" text "${text}")
    string(REPLACE "\n" ";" lines "${text}")
    set(releases "")
    set(current "")
    set(entry "")
    foreach(line IN LISTS lines)
        if(line MATCHES "^## ")
            if(NOT current STREQUAL "" AND NOT entry STREQUAL "")
                list(APPEND entries_${current} "${entry}")
            endif()
            set(entry "")
            if(line MATCHES "^## ([0-9]+\\.[0-9]+\\.[0-9]+) - ([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])$")
                set(current "${CMAKE_MATCH_1}")
                list(APPEND releases "${current}")
                set(date_${current} "${CMAKE_MATCH_2}")
                set(entries_${current} "")
            elseif(line MATCHES "^## Unreleased")
                set(current "")
            else()
                message(FATAL_ERROR "${changelog}: a release heading must read "
                                    "'## X.Y.Z - YYYY-MM-DD' or '## Unreleased': ${line}")
            endif()
        elseif(current STREQUAL "")
            # The introduction and the unreleased entries.
        elseif(line MATCHES "^- (.*)$")
            if(NOT entry STREQUAL "")
                list(APPEND entries_${current} "${entry}")
            endif()
            set(entry "${CMAKE_MATCH_1}")
        elseif(line MATCHES "^  +(.*)$")
            string(APPEND entry " ${CMAKE_MATCH_1}")
        endif()
    endforeach()
    if(NOT current STREQUAL "" AND NOT entry STREQUAL "")
        list(APPEND entries_${current} "${entry}")
    endif()
    if(releases STREQUAL "")
        message(FATAL_ERROR "${changelog} names no release ('## X.Y.Z - YYYY-MM-DD')")
    endif()
    set(ACCEL_RELEASES "${releases}" PARENT_SCOPE)
    foreach(v IN LISTS releases)
        set(ACCEL_RELEASE_${v}_DATE "${date_${v}}" PARENT_SCOPE)
        set(ACCEL_RELEASE_${v}_ENTRIES "${entries_${v}}" PARENT_SCOPE)
    endforeach()
endfunction()

# Markdown to plain text: no emphasis marks, no code quotes. The text stays
# escaped (see accel_read_changelog) until accel_return.
function(accel_plain_text out text)
    string(REPLACE "**" "" text "${text}")
    string(REPLACE "`" "" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

# Returns TEXT from the calling function: one final newline at most, and the
# characters accel_read_changelog escaped put back. A macro, so that
# PARENT_SCOPE is the caller's caller.
macro(accel_return out text)
    string(REGEX REPLACE "\n+$" "\n" _accel_text "${text}")
    string(REPLACE "__ACCEL_SEMICOLON__" ";" _accel_text "${_accel_text}")
    string(REPLACE "__ACCEL_LBRACKET__" "[" _accel_text "${_accel_text}")
    string(REPLACE "__ACCEL_RBRACKET__" "]" _accel_text "${_accel_text}")
    set(${out} "${_accel_text}" PARENT_SCOPE)
endmacro()

# RFC 2822 date, e.g. "Tue, 24 Nov 2026 12:00:00 +0000": noon UTC, one hour
# later for each earlier release of the same day (HOURS_LATER), because
# Debian wants every changelog entry strictly newer than the one below it.
function(accel_rfc2822_date out iso hours_later)
    string(REGEX MATCH "^([0-9]+)-([0-9]+)-([0-9]+)$" _ "${iso}")
    set(y ${CMAKE_MATCH_1})
    math(EXPR m "1${CMAKE_MATCH_2} - 100")
    math(EXPR d "1${CMAKE_MATCH_3} - 100")
    # Zeller's congruence: 0 = Saturday.
    set(zy ${y})
    set(zm ${m})
    if(m LESS 3)
        math(EXPR zy "${y} - 1")
        math(EXPR zm "${m} + 12")
    endif()
    math(EXPR k "${zy} % 100")
    math(EXPR j "${zy} / 100")
    math(EXPR h "(${d} + (13 * (${zm} + 1)) / 5 + ${k} + ${k} / 4 + ${j} / 4 + 5 * ${j}) % 7")
    set(days Sat Sun Mon Tue Wed Thu Fri)
    set(months Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec)
    list(GET days ${h} dayName)
    math(EXPR mi "${m} - 1")
    list(GET months ${mi} monthName)
    if(d LESS 10)
        set(d "0${d}")
    endif()
    math(EXPR hour "12 + ${hours_later}")
    if(hour GREATER 23)
        message(FATAL_ERROR "CHANGELOG.md: more than 12 releases dated ${iso}")
    endif()
    set(${out} "${dayName}, ${d} ${monthName} ${y} ${hour}:00:00 +0000" PARENT_SCOPE)
endfunction()

# Wraps TEXT to 76 columns: the first line after FIRST, the rest after REST.
function(accel_wrap out text first rest)
    string(REPLACE " " ";" words "${text}")
    set(result "")
    set(line "${first}")
    set(empty TRUE)
    foreach(word IN LISTS words)
        string(LENGTH "${line} ${word}" length)
        if(empty)
            set(line "${line}${word}")
            set(empty FALSE)
        elseif(length GREATER 76)
            string(APPEND result "${line}\n")
            set(line "${rest}${word}")
        else()
            set(line "${line} ${word}")
        endif()
    endforeach()
    set(${out} "${result}${line}\n" PARENT_SCOPE)
endfunction()

# The Debian changelog, every release, newest first.
function(accel_debian_changelog out package maintainer)
    set(text "")
    foreach(v IN LISTS ACCEL_RELEASES)
        # Releases are newest first: count the older ones of the same day.
        set(sameDayOlder 0)
        set(older FALSE)
        foreach(o IN LISTS ACCEL_RELEASES)
            if(older AND ACCEL_RELEASE_${o}_DATE STREQUAL ACCEL_RELEASE_${v}_DATE)
                math(EXPR sameDayOlder "${sameDayOlder} + 1")
            endif()
            if(o STREQUAL v)
                set(older TRUE)
            endif()
        endforeach()
        accel_rfc2822_date(when "${ACCEL_RELEASE_${v}_DATE}" ${sameDayOlder})
        string(APPEND text "${package} (${v}) unstable; urgency=medium\n\n")
        foreach(entry IN LISTS ACCEL_RELEASE_${v}_ENTRIES)
            accel_plain_text(plain "${entry}")
            accel_wrap(wrapped "${plain}" "  * " "    ")
            string(APPEND text "${wrapped}")
        endforeach()
        string(APPEND text "\n -- ${maintainer}  ${when}\n\n")
    endforeach()
    accel_return(${out} "${text}")
endfunction()

# The AppStream <release> elements, indented for <releases>.
function(accel_appstream_releases out)
    set(xml "")
    foreach(v IN LISTS ACCEL_RELEASES)
        string(APPEND xml "    <release version=\"${v}\" date=\"${ACCEL_RELEASE_${v}_DATE}\">\n"
                          "      <description>\n        <ul>\n")
        foreach(entry IN LISTS ACCEL_RELEASE_${v}_ENTRIES)
            accel_plain_text(plain "${entry}")
            string(REPLACE "&" "&amp;" plain "${plain}")
            string(REPLACE "<" "&lt;" plain "${plain}")
            string(REPLACE ">" "&gt;" plain "${plain}")
            string(APPEND xml "          <li>${plain}</li>\n")
        endforeach()
        string(APPEND xml "        </ul>\n      </description>\n    </release>\n")
    endforeach()
    accel_return(${out} "${xml}")
endfunction()

# Script mode: the version check.
if(CMAKE_SCRIPT_MODE_FILE AND CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
    accel_read_changelog("${CHANGELOG}")
    list(GET ACCEL_RELEASES 0 newest)
    if(NOT newest STREQUAL VERSION)
        message(FATAL_ERROR "CHANGELOG.md's newest release is ${newest} but CMakeLists.txt says "
                            "${VERSION}: add a '## ${VERSION} - YYYY-MM-DD' section (moving the "
                            "Unreleased entries under it) or correct project(VERSION).")
    endif()
    # Newest first means dates never increase down the file; a slip here
    # would give Debian and AppStream a history that runs backwards.
    set(previous "9999-99-99")
    foreach(v IN LISTS ACCEL_RELEASES)
        if(ACCEL_RELEASE_${v}_DATE STRGREATER previous)
            message(FATAL_ERROR "CHANGELOG.md: ${v} (${ACCEL_RELEASE_${v}_DATE}) is listed above an "
                                "older release dated ${previous}; keep releases newest first.")
        endif()
        set(previous "${ACCEL_RELEASE_${v}_DATE}")
    endforeach()
    foreach(file IN LISTS CHECK_FILES)
        file(READ "${file}" generated)
        string(FIND "${generated}" "${VERSION}" at)
        if(at EQUAL -1)
            message(FATAL_ERROR "${file} does not carry the version ${VERSION}; rebuild it.")
        endif()
    endforeach()
    message(STATUS "CHANGELOG.md, CMakeLists.txt and the generated files agree on ${VERSION}")
endif()
