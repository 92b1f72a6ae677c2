package engine

import (
	"strconv"
	"strings"
)

// skillSentenceMarks are words only the summary's sentences on the skill level asked
// for hold (simplerNote, skillNote and the older wording of the same note). Those
// sentences answer the request that generated the recipe; a recipe sent back for an
// operation has no such request, so they are dropped when it is read.
var skillSentenceMarks = []string{"level asked for", "(none fits this pantry)", "fits this pantry, so this one asks"}

// withoutSkillNote drops the sentences on the skill level the generating request asked for.
func withoutSkillNote(summary string) string {
	for _, m := range skillSentenceMarks {
		for {
			at := strings.Index(summary, m)
			if at < 0 {
				break
			}
			start := strings.LastIndex(summary[:at], ". ") + 1 // 0 when it is the first sentence
			end := len(summary)
			if e := strings.Index(summary[at:], ". "); e >= 0 {
				end = at + e + 1
			}
			summary = strings.TrimSpace(summary[:start] + summary[end:])
		}
	}
	return summary
}

// retimedIn gives a summary that names its time as "… in N minutes" (a plural title:
// "American Pancakes in 14 minutes") the dish's time now.
func retimedIn(summary string, minutes int) string {
	end := strings.Index(summary, " minutes")
	if end < 0 {
		return summary
	}
	if dot := strings.Index(summary, ". "); dot >= 0 && dot < end {
		return summary // a time further on is a step's, not the dish's
	}
	start := strings.LastIndexByte(summary[:end], ' ') + 1
	if start < 4 || summary[start-4:start] != " in " {
		return summary
	}
	if _, err := strconv.Atoi(summary[start:end]); err != nil {
		return summary
	}
	return summary[:start] + strconv.Itoa(minutes) + summary[end:]
}
