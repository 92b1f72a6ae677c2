package engine

import "strings"

// A budget swap is made only where the cheaper food can do the dearer one's job: a fresh
// herb strewn raw over the plate is not replaced by a dried one (dried basil torn over a
// salad tastes of dust), and honey drizzled over a bowl is not replaced by sugar, which
// cannot be drizzled. Dried herbs stirred into a roast or a braise are fine.

// finishWords are what a step does to a food laid on, not cooked in.
var finishWords = []string{"scatter", "garnish", "sprinkl", "top", "torn", "tear", "strew", "drizzl", "dollop"}

// servedRaw reports whether item i is laid over the food without heat in some step.
func (d *Dish) servedRaw(i int) bool {
	names := d.itemNames(i)
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		for _, n := range names {
			if strings.Contains(low, n) && hasWord(low, finishWords) && (!isHeatStep(s.Text) || d.laidOnRaw(s.Text, n)) {
				return true
			}
		}
	}
	return false
}

// laidOnRaw reports whether a sentence of text lays the food named n on without heat:
// "Serve in warm bowls. Top with the basil" tops with it raw, though the bowls are warm
// (review 43 #30: "3 tbsp dried basil" as a raw garnish).
func (d *Dish) laidOnRaw(text, n string) bool {
	for _, sen := range strings.SplitAfter(text, ". ") {
		low := lowered(sen)
		if strings.Contains(low, n) && hasWord(low, finishWords) && !isHeatStep(sen) {
			return true
		}
	}
	return false
}

// budgetSuits reports whether to can do what item i does in the dish.
func (d *Dish) budgetSuits(i int, to *Ingredient) bool {
	from := d.Items[i].Ingredient
	switch {
	case strings.HasPrefix(to.Name, "dried ") && !strings.HasPrefix(from.Name, "dried "):
		return !d.servedRaw(i) && !d.blendedRaw(i)
	case to.Category == "frozen" && from.Category == "produce" && to.Is(RoleVegetable):
		// Frozen leaves are for cooking: a salad's spinach stays fresh.
		return !d.servedRaw(i)
	case from.Category == "sweeteners" && (to.Name == "sugar" || to.Name == "brown sugar"):
		return !d.servedRaw(i)
	case from.Category == "seafood" && d.eatenRaw(i):
		// Sushi-grade salmon in a poke bowl is eaten raw: tilapia is not.
		return false
	case (from.Name == "lemon juice" || from.Name == "lime juice") && to.Name == "white vinegar":
		// Vinegar does lemon's job whisked into a dressing or a marinade, not squeezed
		// over the plate at the end.
		return d.whiskedIn(i)
	case from.Name == "bok choy":
		return !d.servedRaw(i)
	case braisingCuts[to.Name] && !braisingCuts[from.Name]:
		// Chuck seared a minute a side is tough: it stands in only where the dish braises.
		return d.braises()
	case solidFats[from.Name] && !solidFats[to.Name]:
		// Butter mashed into potatoes or rubbed over a bird is butter's job, not oil's.
		return !d.mashes() && !d.butterRubbed(i)
	}
	return true
}

// rawSauceWords are what a step does to make a raw herb sauce: a pesto, a salsa verde.
var rawSauceWords = []string{"blitz", "blend", "pound", "pesto", "food processor", "whizz", "puree", "purée", "mortar"}

// blendedRaw reports whether item i is blended or pounded without heat into a sauce, or
// the dish is a pesto: dried basil blitzed with oil is a dusty, hay-tasting paste, never
// a pesto (review 37 #36).
func (d *Dish) blendedRaw(i int) bool {
	if strings.Contains(lowered(d.Name), "pesto") {
		return true
	}
	names := d.itemNames(i)
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		for _, n := range names {
			if strings.Contains(low, n) && hasWord(low, rawSauceWords) && !isHeatStep(s.Text) {
				return true
			}
		}
	}
	return false
}

// butterRubbed reports whether a step rubs or spreads item i.
func (d *Dish) butterRubbed(i int) bool {
	names := d.itemNames(i)
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		for _, n := range names {
			if strings.Contains(low, n) && hasWord(low, []string{"rub", "spread", "smear", "dot", "baste", "basting", "foams", "foaming"}) {
				return true
			}
		}
	}
	return false
}

// oneWhole reports whether item i is one whole thing (a chicken, a fish), which a cook
// buys whole: half of it is not a smaller portion but a different recipe.
func (it Item) oneWhole() bool {
	return it.Quantity > 0 && it.Quantity <= 1 && (it.Unit == "" || it.Unit == "piece")
}

// driedHerbWords rewrites a step for a dried herb where it named a fresh one: dried
// herbs have no leaves to chop or tear, and come by the spoon, not the sprig.
func driedHerbWords(text, name string) string {
	low := lowered(name)
	for _, p := range [][2]string{{"finely chopped " + low, low}, {"roughly chopped " + low, low}, {"chopped " + low, low},
		{"torn " + low, low}, {"fresh " + low, low}, {low + " leaves", low}, {low + " sprigs", low}, {low + " sprig", low}} {
		if strings.Contains(lowered(text), p[0]) {
			text = replaceWord(text, p[0], p[1])
		}
	}
	return text
}

// braisingCuts are cuts that turn tender only after long, wet cooking.
var braisingCuts = map[string]bool{"beef chuck": true, "short ribs": true, "pork shoulder": true, "lamb shoulder": true, "beef brisket": true}

// braises reports whether the dish cooks long and wet: a braise, a stew, an hour's simmer.
func (d *Dish) braises() bool {
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		if s.Minutes >= 60 || hasWord(low, []string{"braise", "braised", "braising", "stew", "hour", "hours", "slow cooker", "pressure"}) {
			return true
		}
	}
	return false
}

// eatenRaw reports whether item i is served raw: bought sushi-grade, or the dish is a
// poke, a sashimi, a tartare.
func (d *Dish) eatenRaw(i int) bool {
	if strings.Contains(d.Items[i].Preparation, "sushi") || strings.Contains(d.Items[i].Text, "sushi-grade") {
		return true
	}
	return hasWord(lowered(d.Name), []string{"poke", "sashimi", "sushi", "tartare", "crudo", "carpaccio"})
}

// whiskedIn reports whether every sentence that names item i mixes it into a dressing,
// a marinade or a sauce base, and none squeezes it over the food.
func (d *Dish) whiskedIn(i int) bool {
	names := d.itemNames(i)
	named := false
	for _, s := range d.Steps {
		for _, sentence := range strings.Split(s.Text, ". ") {
			low := lowered(sentence)
			for _, n := range names {
				if !strings.Contains(low, n) {
					continue
				}
				named = true
				if !hasWord(low, []string{"whisk", "whisked", "marinade", "marinate", "dressing", "vinaigrette", "shake"}) {
					return false
				}
			}
		}
	}
	return named
}
