package engine

import (
	"regexp"
	"strings"
)

// Skim milk in place of cream has none of its body: poured in 1:1 and simmered it stays
// thin and grainy (review 30 #33, a low-fat alfredo). A lighter cream sauce is milk
// thickened with flour: cooked for a minute in the little butter the sauce keeps (a
// roux), or whisked into the cold milk first where no fat is heated in that step.

// leanMilkVerb finds the verb that puts the skim milk in the pan: "pour in skim milk",
// "add the skim milk", "stir in the skim milk".
var leanMilkVerb = regexp.MustCompile(`(?i)\b(pour in|add|stir in|whisk in|pour) (the )?skim milk\b`)

// mayAddLeanMilk is a cheap test that says false only where leanMilkVerb cannot match: an
// ASCII text with no "skim milk" in it, in any case, as a word. (A text with other bytes
// is left to the regexp, whose case folding reaches past ASCII.)
func mayAddLeanMilk(text string) bool {
	for i := 0; i < len(text); i++ {
		if text[i] >= 0x80 {
			return true
		}
	}
	return hasWordFoldASCII(text, "skim milk")
}

// thickenLeanMilk adds flour to a sauce whose cream became skim milk (milk, by display)
// and rewrites the step that adds it; it returns the change, or nil where the dish has a
// thickener already or no step simmers the milk.
func (d *Dish) thickenLeanMilk(milk, focus string) []Change {
	grams := 0.0
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil {
			continue
		}
		if it.Grams > 0 && (strings.HasSuffix(in.Name, "flour") || in.Name == "cornstarch" || in.Name == "cream cheese") {
			return nil // a roux or a slurry already holds the sauce
		}
		if it.Display == milk {
			grams += it.Grams
		}
	}
	if grams == 0 {
		return nil
	}
	at := -1
	for i, s := range d.Steps {
		if mayAddLeanMilk(s.Text) && leanMilkVerb.MatchString(s.Text) {
			at = i
			break
		}
	}
	if at < 0 {
		return nil
	}
	// 1 1/2 tbsp of flour a cup (245 g) of milk: a sauce that coats pasta, not a paste. A
	// dish with no wheat in it stays so: cornstarch, 1 tbsp a cup, whisked into the cold
	// milk.
	name, per := "all-purpose flour", 1.5
	wheat := false
	for _, it := range d.Items {
		wheat = wheat || it.Ingredient != nil && it.Grams > 0 && it.Ingredient.Has(FactWheat)
	}
	if !wheat {
		name, per = "cornstarch", 1
	}
	thick := mustLookup(name)
	tbsp, _ := thick.UnitGrams("tbsp")
	if tbsp <= 0 {
		tbsp = 8
	}
	q := max(kitchenRound(grams/245*per, "tbsp"), 1)
	amount := strings.TrimSpace(lineText(q, "tbsp", "", ""))
	d.Items = append(d.Items, Item{Line: Line{Text: lineText(q, "tbsp", name, ""), Quantity: q, Unit: "tbsp", Name: name,
		Grams: round1(q * tbsp), Known: true, Ingredient: thick, Matched: name}, Display: name})
	text := d.Steps[at].Text
	m := leanMilkVerb.FindStringIndex(text)
	low := lowered(text[:m[0]])
	how := "whisk the " + name + " into the cold skim milk until smooth and pour it in"
	if wheat && containsAny(low, []string{"butter", "oil", "fat", "ghee"}) {
		how = "sprinkle in the " + name + " and stir for 1 minute, then whisk in the skim milk a little at a time"
	}
	text = text[:m[0]] + how + text[m[1]:]
	if !strings.Contains(lowered(text), "thick") {
		text = strings.TrimRight(text, " ")
		if !strings.HasSuffix(text, ".") {
			text += "."
		}
		text += " Keep whisking as it simmers until it thickens enough to coat a spoon."
	}
	d.Steps[at].Text = text
	return []Change{{From: "no thickener", To: amount + " " + name,
		Reason: focus + ": skim milk has none of cream's body; a little " + strings.TrimPrefix(name, "all-purpose ") + " thickens it into a sauce that coats instead of running thin"}}
}
