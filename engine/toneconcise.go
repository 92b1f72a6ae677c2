package engine

import "strings"

// conciseFirst is a summary's first sentence without its list of what goes with the
// dish: "A 23-minute Thai Green Curry with Chicken, made with red bell pepper, served with
// jasmine rice." is "A 23-minute Thai Green Curry with Chicken."
func conciseFirst(s string) string {
	for _, w := range []string{", made with ", ", served with ", ", finished with "} {
		if i := strings.Index(s, w); i > 0 {
			return s[:i] + "."
		}
	}
	return s
}

// conciseWarning is a salt warning cut to its figure: "It is salty: about 1450 mg of
// sodium a serving, most of it from …" is "Salty: ~1450 mg sodium a serving."
func conciseWarning(s string) string {
	const head, tail = "It is salty: about ", " mg of sodium a serving"
	if !strings.HasPrefix(s, head) {
		return s
	}
	rest := s[len(head):]
	i := strings.Index(rest, tail)
	if i <= 0 {
		return s
	}
	return "Salty: ~" + rest[:i] + " mg sodium a serving."
}

// kidFlipCue is the young cook's sign that a pancake is ready to turn, said once, on the
// step that turns the batter cooked on a griddle or in a pan (review 32 #29).
func (d *Dish) kidFlipCue(text string, said map[string]bool) string {
	low := strings.ToLower(text)
	if said["flip"] || !containsAny(low, []string{"both sides", "flip", "turn it", "turn them"}) {
		return ""
	}
	batter := false
	for _, st := range d.Steps {
		l := strings.ToLower(st.Text)
		batter = batter || strings.Contains(l, "batter") && containsAny(l, []string{"griddle", "pan", "skillet"})
	}
	if !batter {
		return ""
	}
	said["flip"] = true
	return " Watch the top: when little bubbles pop and stay open and the edges look dry, it is ready for a grown-up to flip."
}
