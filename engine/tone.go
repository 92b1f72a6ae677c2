package engine

import (
	"regexp"
	"strconv"
	"strings"
)

// Tones are the accepted tone values.
var Tones = []string{"casual", "professional", "playful", "concise", "kid-friendly", "chef"}

var (
	aboutRe     = regexp.MustCompile(`(?i)\babout (\d)`)
	sentenceRe  = regexp.MustCompile(`[^.!?]+[.!?]*`)
	heatWordsRe = regexp.MustCompile(`(?i)\b(heat|oven|boil|simmer|fry|sear|roast|bake|pan|skillet|wok|grill|hot)\b`)
	knifeRe     = regexp.MustCompile(`(?i)\b(cut|slice|dice|mince|chop|knife|grate)\b`)
)

// conciseCuts shorten without losing an instruction.
var conciseCuts = strings.NewReplacer(" according to package directions", "", " according to the package", "",
	"Keep the pieces about the same size so they cook evenly.", "", " now and then", "", " at once", "", "just ", "",
	" until everything is glossy", "", "minutes", "min", "minute", "min", "tablespoons", "tbsp", "tablespoon", "tbsp",
	"teaspoons", "tsp", "teaspoon", "tsp", " and season with salt and pepper to taste", "; season", "approximately ", "~")

// toneWords rewrite kitchen words for a tone, applied in order.
var toneWords = map[string][][2]string{
	"casual": {{"do not", "don't"}, {"Do not", "Don't"}, {"it is", "it's"}, {"until", "'til"}, {"approximately", "about"},
		{"Season with salt and pepper to taste", "Salt and pepper it how you like"}},
	"professional": {{"about ", "approximately "}, {"a splash of", "a small measure of"}, {"a pinch of", "a measured pinch of"},
		{"stir-fry", "stir-fry"}, {"'til", "until"}},
	"kid-friendly": {{"Mince", "Chop into teeny-tiny bits"}, {"mince", "chop into teeny-tiny bits"}, {"Dice", "Cut into little cubes"},
		{"dice", "cut into little cubes"}, {"simmer", "bubble gently"}, {"Simmer", "Bubble gently"}, {"sauté", "cook"},
		{"aromatics", "smelly-good vegetables"}, {"season with salt and pepper to taste", "add a tiny sprinkle of salt and pepper"},
		{"until fragrant", "until it smells yummy"}, {"garnish", "sprinkle on top"}},
	"chef": {{"cook, stirring, until softened and fragrant", "sweat until translucent and aromatic"},
		{"Season with salt and pepper to taste", "Adjust seasoning"}, {"season with salt and pepper to taste", "adjust seasoning"},
		{"Prep:", "Mise en place:"}, {"brown", "sear hard"}, {"until just tender", "until just cooked, with bite"},
		{"a splash of", "a splash of"}, {"Serve", "Plate and pass"}, {"Top with", "Finish with"}},
}

var tonePrefixes = map[string][]string{
	"casual":  {"First up: ", "Next, ", "Now ", "Okay, ", "Then ", "Almost there: ", "Last bit: "},
	"playful": {"Let's go! ", "Sizzle time! ", "Ooh, next: ", "Keep the party going: ", "Plot twist: ", "Nearly there! ", "Ta-da! "},
	"chef":    {"Mise en place: ", "Fire: ", "Build: ", "Hold: ", "Then: ", "Finish: ", "Pass: "},
}

// RewriteTone rewrites the title, summary and steps in a tone, keeping the food and the
// quantities exactly as they are.
func RewriteTone(d Dish, tone string) *Transformed {
	d = d.clone()
	var changes []Change
	oldName := d.Name
	d.Name = toneTitle(d.Name, tone)
	if d.Name != oldName {
		changes = append(changes, Change{From: oldName, To: d.Name, Reason: "title in a " + tone + " voice"})
	}
	if d.Summary != "" {
		d.Summary = toneSummary(d.Summary, tone)
	}
	for i, s := range d.Steps {
		to := toneStep(s.Text, tone, i, len(d.Steps))
		if to != s.Text {
			changes = append(changes, Change{From: s.Text, To: to, Reason: "step in a " + tone + " voice"})
			d.Steps[i].Text = to
		}
	}
	r := d.result(changes)
	r.Tone = tone
	return r
}

func toneTitle(name, tone string) string {
	switch tone {
	case "casual":
		return "Easy " + name
	case "playful":
		return name + " Fiesta!"
	case "kid-friendly":
		return "Yummy " + name + " for Little Chefs"
	case "chef":
		return name + ", Chef's Way"
	case "professional":
		return titleCase(name)
	}
	return name
}

func toneSummary(s, tone string) string {
	switch tone {
	case "concise":
		if m := sentenceRe.FindString(s); m != "" {
			return strings.TrimSpace(m)
		}
	case "casual":
		return "Honestly, this one's easy. " + s
	case "playful":
		return s + " Let's cook up some fun!"
	case "kid-friendly":
		return s + " Cook it together with a grown-up!"
	case "chef":
		return s + " Taste as you go; season in layers."
	case "professional":
		return strings.TrimSuffix(s, "!")
	}
	return s
}

func replaceAll(s string, pairs [][2]string) string {
	for _, p := range pairs {
		s = strings.ReplaceAll(s, p[0], p[1])
	}
	return s
}

func toneStep(s, tone string, i, n int) string {
	s = replaceAll(s, toneWords[tone])
	switch tone {
	case "concise":
		// Every instruction stays; only the padding goes.
		s = aboutRe.ReplaceAllString(s, "~$1")
		s = conciseCuts.Replace(s)
		return strings.Join(strings.Fields(s), " ")
	case "casual", "playful", "chef":
		prefix := tonePrefixes[tone][min(i, len(tonePrefixes[tone])-1)]
		if i == n-1 {
			prefix = tonePrefixes[tone][len(tonePrefixes[tone])-1]
		}
		s = prefix + lowerFirst(s)
		if tone == "playful" {
			s = strings.TrimSuffix(s, ".") + "!"
		}
		return s
	case "kid-friendly":
		var notes []string
		if heatWordsRe.MatchString(s) {
			notes = append(notes, "Ask a grown-up to handle the hot stove.")
		}
		if knifeRe.MatchString(s) {
			notes = append(notes, "A grown-up does the knife work.")
		}
		return strings.TrimSpace(s + " " + strings.Join(notes, " "))
	case "professional":
		return "Step " + strconv.Itoa(i+1) + ". " + s
	}
	return s
}
