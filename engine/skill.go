package engine

import (
	"fmt"
	"slices"
)

// skillOf is the skill a dish asks of its cook: its catalogue skill, its technique's
// least, and a step up for what the steps themselves do (a pot of oil at 180°C, a
// caramel, egg whites whisked stiff). The recipe's skill_level says this, not the skill
// the cook asked for; why names the hardest thing it does, for the summary.
func (d *dish) skillOf(steps []Step) (level int, why string) {
	level = d.form.minSkill
	if d.cat != nil {
		level = max(level, d.cat.skill)
	}
	for _, t := range skillMarks {
		if t.in(d, steps) {
			if t.level > level || why == "" && t.level >= level {
				level, why = max(level, t.level), t.why
			}
		}
	}
	return level, why
}

// skillMark is a technique the steps show and the skill it asks.
type skillMark struct {
	level int
	why   string
	in    func(d *dish, steps []Step) bool
}

var skillMarks = []skillMark{
	{1, "it deep-fries in a pot of hot oil", func(d *dish, _ []Step) bool {
		return slices.Contains(d.equipment, "deep-fry thermometer")
	}},
	{1, "it whisks egg whites to stiff peaks", stepsSay("stiff peaks")},
	{1, "it takes a caramel to a deep amber", stepsSay("deep amber")},
	{1, "it times fish fillets in a hot pan to the minute", stepsSay("skin side down, pressing each piece flat")},
	{1, "it makes a béchamel", stepsSay("béchamel")},
	{1, "it stirs in the stock a ladle at a time", stepsSay("a ladle at a time")},
}

func stepsSay(words string) func(*dish, []Step) bool {
	skip := rarestByte(words) // "a ladle at a time" looked for from its d: fewer false starts than at each a
	return func(_ *dish, steps []Step) bool {
		return slices.ContainsFunc(steps, func(s Step) bool { return containsRare(s.Text, words, skip) })
	}
}

// skillNote tells a cook who asked for beginner dishes why this one asks more: no
// beginner dish Larder knows fits the pantry, and this is what it does that is harder.
func skillNote(asked string, level int, why string) string {
	if skillRank(asked) >= level {
		return ""
	}
	switch {
	case why != "":
	case level == 2:
		why = "it is a dish for a practised cook, so read it through before you start"
	default:
		why = "it has more to time together than a beginner's dish"
	}
	return fmt.Sprintf(" It asks a little more than %s dish (none fits this pantry): %s.", skillArticle(asked), why)
}

// simplerNote tells a cook who asked for an intermediate or advanced dish that this one
// is simpler, so the answer does not read as the request ignored: a skill is a
// ceiling, and a dish at the level asked is chosen when the pantry suits one as well.
func simplerNote(asked string, level int) string {
	if skillRank(asked) <= level {
		return ""
	}
	return fmt.Sprintf(" It is %s dish, simpler than the %s level asked for: it is what this pantry makes best.", skillArticle(SkillLevels[level]), asked)
}

// skillArticle is a skill level with its article: "a beginner's", "an intermediate".
func skillArticle(level string) string {
	if level == "beginner" {
		return "a beginner's"
	}
	return "an " + level
}
