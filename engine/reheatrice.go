package engine

import "strings"

// reheatRice is how a cook warms rice cooked before, said once where it is served.
const reheatRice = "Reheat the %s: microwave it, covered, with a splash of water until steaming hot, 2–3 minutes, stirring once (or stir it in a pan with a splash of water over medium heat). "

// reheatCookedRice warms the cook's leftover rice where the dish only serves it: rice
// from the fridge never goes out cold beside a hot dish ("Serve at once with the cooked
// rice", "Spoon the hot cooked rice into bowls"). A dish that fries the rice, simmers
// it or stirs it through the pan warms it already, and a cold dish serves it as it is.
func (d *dish) reheatCookedRice() {
	var rice *part
	for p := range d.eachPart {
		if p.in.Name == "cooked rice" {
			rice = p
			break
		}
	}
	if rice == nil || d.form.raw {
		return
	}
	name := rice.name()
	at := -1
	for i, s := range d.steps {
		if !strings.Contains(s.Text, name) {
			continue
		}
		for _, sentence := range strings.SplitAfter(s.Text, ". ") {
			if !strings.Contains(sentence, name) {
				continue
			}
			rest := strings.ReplaceAll(sentence, name, "")
			if isHeatStep(rest) || strings.Contains(rest, "reheat") || strings.Contains(rest, "heat through") ||
				strings.Contains(rest, "cold") || strings.Contains(rest, "cool") || strings.Contains(rest, "chill") {
				return // warmed in the pan, or served cold on purpose
			}
		}
		if at < 0 && !strings.HasPrefix(s.Text, "Prep:") {
			at = i
		}
	}
	if at < 0 {
		return
	}
	// While the last few minutes of cooking go on, the microwave does its work beside
	// them and the rice waits covered; otherwise it is warmed as it is served.
	acc := 0
	for i := at - 1; i >= 0; i-- {
		s := &d.steps[i]
		if strings.HasPrefix(s.Text, "Prep:") {
			break
		}
		if acc += s.Minutes; acc >= 3 && isHeatStep(s.Text) {
			meanwhile := " Meanwhile, r" + strings.Replace(reheatRice[1:], "%s", name, 1) + "Keep it covered."
			if cut := strings.Index(s.Text, ". "); cut > 0 {
				s.Text = s.Text[:cut+1] + meanwhile + s.Text[cut+1:]
			} else {
				s.Text += meanwhile
			}
			return
		}
	}
	d.steps[at].Text = strings.Replace(reheatRice, "%s", name, 1) + d.steps[at].Text
	d.steps[at].Minutes++ // the microwave runs while the rest is plated
}
