package engine

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A professional tone is precise, not labelled (review 43 #35: "Cooking: meanwhile
// brown the lamb…" with the content unchanged): an oven set in both scales, the cue a
// cook reads each stage by, and the mise en place set out before the first step.

// fahrenheitRe finds an oven set in Fahrenheit only: "400F", "375°F", "350 °F".
var fahrenheitRe = regexp.MustCompile(`\b(\d{3})\s?°?\s?F\b`)

// celsiusRe finds a temperature in Celsius only: "200°C", "180 °C".
var celsiusRe = regexp.MustCompile(`\b(\d{2,3})\s?°\s?C\b`)

// bothScales writes a step's temperatures in both scales, Celsius first, where it gives one.
func bothScales(s string) string {
	if strings.Contains(s, "°C") && strings.Contains(s, "°F") {
		return s // already both
	}
	if m := fahrenheitRe.FindAllStringSubmatchIndex(s, -1); len(m) > 0 {
		return fahrenheitRe.ReplaceAllStringFunc(s, func(t string) string {
			f, _ := strconv.Atoi(fahrenheitRe.FindStringSubmatch(t)[1])
			return fmt.Sprintf("%d°C (%d°F)", roundTo10(float64(f-32)*5/9), f) // 400°F is set as 200°C
		})
	}
	return celsiusRe.ReplaceAllStringFunc(s, func(t string) string {
		c, _ := strconv.Atoi(celsiusRe.FindStringSubmatch(t)[1])
		return fmt.Sprintf("%d°C (%d°F)", c, roundTo5(float64(c)*9/5+32))
	})
}

func roundTo5(v float64) int { return int(v/5+0.5) * 5 }

func roundTo10(v float64) int { return int(v/10+0.5) * 10 }

// professionalCues add the cue a cook reads a stage by, where the sentence gives only a
// time: the phrase it finds (lowered), the clause it adds, and a word the sentence must
// not hold already (a cue of its own).
var professionalCues = []struct{ find, words, cue string }{
	{"brown the", "lamb|beef|pork|turkey|mince|meat|sausage|chicken", ", breaking it up, until no pink remains and the fat has rendered"},
	{"boil the potatoes", "", ", until a knife slides in with no resistance"},
	{"boil", "potato", ", until a knife slides in with no resistance"},
	{"add onion", "", ", until the onion is translucent"},
	{"add the onion", "", ", until the onion is translucent"},
	{"cook the onion", "", ", until the onion is translucent"},
}

// professionalPhrases make a step's loose words exact.
var professionalPhrases = [][2]string{
	{"until thickened", "until it coats the back of a spoon"},
	{"Drain and mash", "Drain well, let steam dry for a minute, then mash"},
	{"drain and mash", "drain well, let steam dry for a minute, then mash"},
	{"Heat oven to", "Preheat the oven to"}, {"Heat the oven to", "Preheat the oven to"}, {"heat the oven to", "preheat the oven to"},
	{"Spoon off excess fat", "Spoon off the excess fat"}, {"9x13 dish", "9x13-inch (23 x 33 cm) dish"}, {"season.", "season to taste with salt and pepper."},
}

// professionalStep makes one step precise: both temperature scales, a doneness cue for a
// stage given only a time, and exact words for loose ones.
func professionalStep(s string) string {
	s = bothScales(replaceAll(s, professionalPhrases))
	sentences := strings.SplitAfter(s, ". ")
	for k, sen := range sentences {
		low := lowered(sen)
		if strings.Contains(low, "until") || strings.Contains(low, "°c") {
			continue
		}
		for _, c := range professionalCues {
			if !strings.Contains(low, c.find) || c.words != "" && !containsAny(low, strings.Split(c.words, "|")) {
				continue
			}
			trimmed := strings.TrimRight(sen, " ")
			end := strings.TrimRight(trimmed, ".")
			// The cue goes after the clause it belongs to: before "; " or at the end.
			at := len(end)
			if i := strings.Index(end, ";"); i >= 0 {
				at = i
			}
			sentences[k] = end[:at] + c.cue + end[at:] + trimmed[len(end):] + sen[len(trimmed):]
			break
		}
	}
	return strings.Join(sentences, "")
}

// miseEnPlace is the professional summary's list of what to prepare before cooking:
// each line the cook cuts or peels, with its cut.
func (d *Dish) miseEnPlace() string {
	var parts []string
	for _, it := range d.Items {
		if it.Ingredient == nil || it.Preparation == "" || strings.Contains(it.Preparation, "optional") {
			continue
		}
		name := it.Display
		if name == "" {
			name = it.Ingredient.Name
		}
		parts = append(parts, name+" "+it.Preparation)
	}
	if len(parts) == 0 {
		return ""
	}
	return "Mise en place: " + strings.Join(parts, "; ") + "; all other components measured."
}

// professionalStage names a step's stage where professionalStep found nothing to make
// more exact in it; a step it rewrote carries no label.
var professionalStage = [stepKinds]string{kindPrep: "Preparation: ", kindFry: "Cooking: ", kindSimmer: "Cooking: ", kindBake: "Baking: ",
	kindMix: "Mixing: ", kindRest: "Resting: ", kindServe: "Service: ", kindOther: "Method: "}
