package engine

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Egg techniques: the omelette, scrambled eggs (and their cousins, bhurji, tomato and
// egg, revuelto), eggs poached in a sauce (shakshuka, huevos rancheros), the Spanish
// tortilla and the frittata.

func init() {
	registerOwn(
		&form{name: "omelette", title: "Omelette", minMinutes: 8, simple: true, vegGrams: 50, fatFactor: 1.4,
			saltFactor: 0.3, method: "sear", equipment: []string{"20 cm (8 in) nonstick skillet", "mixing bowl", "fork or whisk", "silicone spatula"},
			write: writeOmelette},
		&form{name: "scramble", title: "Scrambled Eggs", minMinutes: 6, simple: true, vegGrams: 60, fatFactor: 1.4,
			saltFactor: 0.3, method: "sear", equipment: []string{"nonstick skillet", "mixing bowl", "silicone spatula"},
			write: writeScramble},
		&form{name: "eggs-in-sauce", title: "Eggs in Sauce", minMinutes: 25, vegGrams: 120, fatFactor: 1,
			saltFactor: 0.5, method: "simmer", equipment: []string{"large skillet with lid", "wooden spoon"},
			write: writeEggsInSauce},
		&form{name: "tortilla", title: "Tortilla Española", minSkill: 1, minMinutes: 40, fatFactor: 4,
			saltFactor: 0.6, method: "sear", equipment: []string{"24 cm (9 in) nonstick skillet", "large bowl", "large flat plate", "slotted spoon"},
			write: writeTortilla},
		&form{name: "frittata", title: "Frittata", minMinutes: 22, vegGrams: 80, fatFactor: 1.2,
			saltFactor: 0.4, method: "sear", equipment: []string{"mixing bowl", "whisk"}, write: writeFrittata},
	)
}

// eggsPerPortion says how many eggs go in one omelette: the whole eggs over servings.
func eggsPerPortion(eggs *part, servings int) int {
	return max(1, (count(eggs)+servings/2)/max(servings, 1))
}

// fillings are what cooks in the pan before the eggs: vegetables, raw meat, aromatics,
// and a potato or a cooked starch for a hash-like filling.
func (d *dish) eggFillings() (cook []*part, warm []*part) {
	for p := range d.eachPart {
		switch {
		case p.in.Category == "eggs" || p.role == RoleSpice || p.role == RoleFat || p.role == RoleHerb || p.role == RoleSauce:
		case p.in.Is(RoleCheese), p.role == RoleGarnish, p.role == RoleFruit, p.in.Category == "bakery", p.role == RoleLiquid:
		case p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Category == "seafood":
			if cookedAlready(p.in) || p.in.Name == "ham" || p.in.Name == "spam" || p.in.Name == "smoked salmon" || p.in.Name == "prosciutto" {
				warm = append(warm, p)
			} else {
				cook = append(cook, p)
			}
		case p.role == RoleVegetable || p.role == RoleAromatic || p.role == RoleStarch && p.in.Category == "produce":
			cook = append(cook, p)
		case p.role == RoleProtein && p.in.Category == "legumes" || p.in.Name == "cooked rice":
			warm = append(warm, p)
		}
	}
	return cook, warm
}

// fryFilling writes the preparation and the frying of the fillings in the pan: what
// takes longest goes in first (a potato, the onion and ginger, raw meat) and the rest is
// cut while it cooks, with also (beating the eggs) done meanwhile. With nothing to fry
// it writes nothing and returns the parts still to prepare.
func (d *dish) fryFilling(cook []*part, pan, also string) (later []*part, fried bool) {
	var raw []*part
	for _, p := range cook {
		if rawOnly[p.in.Name] {
			p.role, p.prep = RoleGarnish, "sliced" // the avocado goes on the plate, not into the pan
			raw = append(raw, p)
		}
	}
	cook = withoutParts(cook, raw)
	if len(cook) == 0 {
		return d.prepLater(), false
	}
	var first, second []*part
	hard, soft := splitHard(cook)
	potato := len(hard) > 0
	if potato {
		first, second = hard, soft
	} else {
		for _, p := range cook {
			slow := p.in.Name == "onion" || p.in.Name == "red onion" || p.in.Name == "leek" || p.in.Name == "shallot"
			if slow || p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Category == "seafood" {
				first = append(first, p)
			} else {
				second = append(second, p)
			}
		}
		if len(first) == 0 {
			// The mushrooms go in first, the spinach only to wilt at the end.
			first, second = wiltOut(second)
			if len(first) == 0 {
				first, second = second, nil
			}
		}
	}
	later = d.prepFirst(first)
	bloom := ""
	if sp := d.realSpices(); len(sp) > 0 {
		bloom = fmt.Sprintf(" Stir in the %s for the last 30 seconds.", plurals(sp))
	}
	if len(d.sauces) > 0 {
		bloom += fmt.Sprintf(" Add the %s.", plurals(d.sauces))
	}
	m1 := 0
	for _, p := range first {
		switch {
		case p.in.Category == "meat" || p.in.Category == "poultry" || p.in.Category == "seafood":
			m1 = max(m1, min(searMinutes(p.in), 6))
		case p.role == RoleAromatic && (p.in.Name == "onion" || p.in.Name == "red onion" || p.in.Name == "leek"):
			m1 = max(m1, 4)
		case p.in.Name == "scallion":
			m1 = max(m1, 2) // thin rings of spring onion wilt in a minute or two
		default:
			m1 = max(m1, vegMinutes(p.in, "saute"))
		}
	}
	// Only a vegetable that weeps (mushrooms, spinach, courgette) has liquid to cook off.
	until := "until softened"
	if slices.ContainsFunc(first, func(p *part) bool { return weeps[p.in.Name] }) {
		until = "until soft and any liquid has cooked off"
	}
	// Meat fried on its own goes to its own doneness: bacon is crisp, not "soft".
	meatFirst := len(first) == 1 && (first[0].in.Category == "meat" || first[0].in.Category == "poultry")
	softened := "until softened"
	if meatFirst {
		softened = "until " + doneness(first[0].in)
		if len(second) == 0 {
			until = softened
		}
	}
	var meats, softs []*part
	for _, p := range first {
		if p.in.Category == "meat" || p.in.Category == "poultry" {
			meats = append(meats, p)
		} else {
			softs = append(softs, p)
		}
	}
	if len(second) == 0 && len(meats) > 0 && len(softs) > 0 {
		until = fmt.Sprintf("until the %s %s soft and the %s %s browned", plurals(softs), isAre(plurals(softs)), plurals(meats), isAre(plurals(meats)))
	}
	if d.find("tomato", "cherry tomato") != nil {
		until = "until soft and the tomato has collapsed into a thick sauce"
	}
	// More meat than one pan crisps at once (bacon for a crowd) is fried in batches.
	fry, each, per := plurals(first), "", m1
	if rounds := meatRounds(meats); meatFirst && rounds > 1 {
		fry += fmt.Sprintf(" in %d batches", rounds)
		each = " a batch, then return it all to the pan"
		m1 *= rounds
	}
	salt := " with a pinch of salt"
	if !slices.ContainsFunc(first, func(p *part) bool { return !isCured(p.in) }) {
		salt = "" // bacon and chorizo bring their own
	}
	start := fmt.Sprintf("Heat the %s in %s over medium heat.", d.fatName(), pan)
	mean := meanwhile(later, also)
	switch {
	case potato && len(second) > 0:
		d.step(12, "%s Add the %s with a pinch of salt, cover and cook for 5 minutes, stirring once.%s Add the %s and cook uncovered, stirring now and then, until the %s is tender and golden at the edges, about 6 minutes more.%s",
			start, plurals(first), mean, plurals(second), first[0].name(), bloom)
	case potato:
		d.step(11, "%s Add the %s with a pinch of salt, cover and cook for 5 minutes, stirring once, then uncover and cook until tender and golden at the edges, about 5 minutes more.%s%s",
			start, plurals(first), bloom, mean)
	case len(second) > 0:
		m2 := 0
		for _, p := range second {
			m2 = max(m2, vegMinutes(p.in, "saute"))
		}
		d.step(m1+m2, "%s Cook the %s%s, stirring now and then, %s, about %d minutes%s.%s%s Add the %s and cook, stirring, %s, about %d minutes.",
			start, fry, salt, softened, per, each, bloom, mean, plurals(second), until, m2)
	default:
		d.step(m1+1, "%s Cook the %s%s, stirring now and then, %s, about %d minutes%s.%s%s",
			start, fry, salt, until, per, each, bloom, mean)
	}
	return nil, true
}

// prepLater is every part still to be readied, for a step that does it on the way.
func (d *dish) prepLater() []*part {
	return d.where(func(p *part) bool {
		return p.prep != "" && p.pot == 0 && p.role != RoleSpice && p.role != RoleSauce && p.role != RoleLiquid && p.in.Category != "eggs"
	})
}

// whisk is the clause that beats the eggs with what goes into them.
func (d *dish) whisk(eggs *part, with []*part) string {
	add := ""
	if len(with) > 0 {
		add = " and the " + plurals(with)
	}
	return fmt.Sprintf("beat the %s in a bowl with a pinch of salt and pepper%s until no streaks of white remain", pluralIf(eggs.name(), count(eggs)), add)
}

// beatEggs writes the beating of the eggs as a step of its own, with any readying left.
func (d *dish) beatEggs(eggs *part, with []*part, later []*part) {
	text := upperFirst(d.whisk(eggs, with)) + "."
	if t := prepTasks(later); t != "" {
		text += " " + upperFirst(t) + "."
	}
	d.step(2+d.prepMinutes(later)-1, "%s", text)
}

// splitHard parts a filling into what takes long (potatoes) and the rest.
func splitHard(cook []*part) (hard, soft []*part) {
	for _, p := range cook {
		if hardness(p.in) == 3 {
			hard = append(hard, p)
		} else {
			soft = append(soft, p)
		}
	}
	return hard, soft
}

func ifText(s, before, after string) string {
	if s == "" {
		return ""
	}
	return before + upperFirst(s) + after
}

func pluralIf(name string, n int) string {
	if n > 1 {
		return plural(name)
	}
	return name
}

// eggLiquid is the milk or cream that goes into beaten eggs, if the dish has one.
func (d *dish) eggLiquid() []*part {
	return d.where(func(p *part) bool {
		return p.in.Category == "dairy" && p.in.Is(RoleLiquid) && !p.in.Is(RoleCheese)
	})
}

// toast is the toast, warm tortillas or bread that go with eggs, if the dish has any:
// lead, a sentence that starts it as the eggs go in, and with, what the eggs are served
// with. The toast is made before the eggs are served, never after.
func (d *dish) toast() (lead, with string) {
	s := d.starch
	if s == nil || s.in.Category != "bakery" {
		return "", ""
	}
	switch {
	case strings.Contains(s.name(), "tortilla"):
		return fmt.Sprintf("Warm the %s in a dry pan on the side. ", plural(s.name())), " with the warm " + plural(s.name())
	case s.name() == "naan" || s.name() == "pita":
		return fmt.Sprintf("Warm the %s in a dry pan or the toaster. ", s.name()), " with the warm " + s.name()
	}
	d.equipment = append(d.equipment, "toaster")
	if count(s) > 8 {
		// A crowd's toast is more than a toaster's few slots at once.
		return fmt.Sprintf("Toast the %s in rounds (or lay it on baking sheets under a hot grill, 1–2 minutes a side), stacking the toast in a clean tea towel to keep warm. ", s.name()), " with the toast"
	}
	if d.find("butter") != nil {
		return fmt.Sprintf("Put the %s in the toaster (butter it as it comes out, if you like). ", s.name()), " with the toast"
	}
	return fmt.Sprintf("Put the %s in the toaster. ", s.name()), " with the toast"
}

func writeOmelette(d *dish) {
	eggs := d.eggPart()
	n := d.req.Servings
	cook, warm := d.eggFillings()
	liquid := d.eggLiquid()
	if later, fried := d.fryFilling(cook, "a 20 cm (8 in) nonstick skillet", d.whisk(eggs, liquid)); !fried {
		d.beatEggs(eggs, liquid, later)
	} else {
		// The butter also greases each omelette: the filling takes only a little of it.
		last := &d.steps[len(d.steps)-1]
		last.Text = strings.Replace(last.Text, "Heat the "+d.fatName(), "Heat a little of the "+d.fatName(), 1) + " Tip the filling into a bowl and wipe the pan."
	}
	filling := append(append([]*part{}, cook...), warm...)
	fillText := ""
	if len(filling) > 0 {
		fillText = "the " + plurals(filling)
	}
	if ch := d.cheeses(); len(ch) > 0 {
		fillText = strings.TrimPrefix(fillText+" and the "+plurals(ch), " and ")
	}
	if fillText != "" {
		fillText = " Scatter " + fillText + " over one half while the top is still a little soft, then fold the other half over."
	} else {
		fillText = " While the top is still a little soft, fold it in half."
	}
	per := eggsPerPortion(eggs, n)
	// Fewer than two eggs a person make one omelette, cut to share: "2 omelettes, 2 eggs
	// each" from 3 eggs cannot be cooked.
	plated, share := "Slide it onto a warm plate.", n > 1 && count(eggs) < 2*n
	if share {
		plated = fmt.Sprintf("Slide it onto a board and cut it into %d to share.", n)
		if k := (count(eggs) + 2) / 3; k > 1 {
			// A 20 cm (8 in) pan holds an omelette of three eggs at most: six eggs for
			// four are two omelettes, each cut to share, not one too thick to set.
			plated = fmt.Sprintf("Slide it onto a board. Cut the %d omelettes into %d portions to share.", k, n)
			n, per = k, count(eggs)/k
		} else {
			n = 1
		}
	}
	how := fmt.Sprintf("pour in %s, stir with a spatula for 20 seconds, then let it set, pulling the edges to the middle and tilting the pan so the raw egg runs underneath, about 1 1/2 minutes.%s %s", portionOf(n, "the eggs"), fillText, plated)
	lead, with := d.toast()
	if s := d.starch; s != nil && strings.Contains(s.name(), "tortilla") && !share {
		// The cook's tortilla wraps the omelette, a breakfast wrap: not a warm tortilla
		// beside it, nor left out as "a meal on its own".
		how = strings.Replace(how, plated, fmt.Sprintf("Slide it onto the warm %s and roll it up.", s.name()), 1)
		with = ""
		if count(s) == 1 {
			lead = fmt.Sprintf("Warm the %s in a dry pan on the side. ", s.name())
		}
	}
	fat := d.fatName()
	if d.usedALittle(fat) {
		fat = "rest of the " + fat // the filling took a little of the butter: it is not melted whole again
	}
	serve := " Serve straight away" + with + "." + d.toppingsText()
	melt, foams := "melt", "until it foams"
	if d.fat != nil && d.fat.in.Category == "oils-vinegars" {
		melt, foams = "heat", "until it shimmers" // the cook's olive oil, not butter
	}
	if n == 1 {
		d.step(3, "%s%s the %s in the pan over medium heat %s; %s%s", lead, upperFirst(melt), fat, foams, how, serve)
	} else {
		m := 2*n + 1
		pans := ""
		if n >= 4 {
			m = n + 2
			pans = " With two pans going, this goes twice as fast."
		}
		each := fmt.Sprintf("%d eggs each", per)
		if count(eggs)%n != 0 {
			each = "the eggs shared evenly between them"
		}
		d.step(m, "%sMake %d omelettes one after another, %s: for each, %s a little of the %s in the pan over medium heat %s, %s%s%s",
			lead, n, each, melt, d.fatName(), foams, how, pans, serve)
	}
	d.mentionLeftovers()
}

// portionOf is "the eggs" for one, "half the eggs", "a third of the eggs" for more.
func portionOf(n int, what string) string {
	switch n {
	case 1:
		return what
	case 2:
		return "half " + what
	case 3:
		return "a third of " + what
	case 4:
		return "a quarter of " + what
	}
	return fmt.Sprintf("1/%d of %s", n, what)
}

// toppingsText finishes a plate with the dish's herbs, garnishes and fruit.
func (d *dish) toppingsText() string {
	t := d.toppers()
	if len(t) == 0 {
		return ""
	}
	return " Finish with the " + plurals(t) + "."
}

func writeScramble(d *dish) {
	eggs := d.eggPart()
	cook, warm := d.eggFillings()
	pan := "a large nonstick skillet"
	if count(eggs) <= 4 {
		pan = "a nonstick skillet"
	}
	liquid := d.eggLiquid()
	later, cooked := d.fryFilling(cook, pan, d.whisk(eggs, liquid))
	if !cooked {
		d.beatEggs(eggs, liquid, later)
	}
	start := fmt.Sprintf("Melt the %s in %s over medium-low heat. Pour in the eggs", d.fatName(), pan)
	if cooked {
		start = "Lower the heat to medium-low and pour in the eggs"
	}
	// Smoked fish and silky hams turn grey and tough in the heat: they fold through off
	// it, with the cheese, and the rest warms with the eggs.
	cured := slices.DeleteFunc(slices.Clone(warm), func(p *part) bool { return !eatenCured(p.in) })
	warm = withoutParts(warm, cured)
	if len(warm) > 0 {
		start += fmt.Sprintf(" with the %s", plurals(warm))
	}
	folded := ""
	if in := append(d.cheeses(), cured...); len(in) > 0 {
		folded = fmt.Sprintf(" Fold in the %s as you take the pan off.", plurals(in))
	}
	m := 2 + (count(eggs)+2)/6
	batches := (count(eggs) + eggsPerPan - 1) / eggsPerPan
	if batches > 1 {
		// More eggs than a pan holds scramble in batches of about a dozen, each in its
		// share of the fat, kept warm in a low oven: 36 eggs for 18, not 12.
		each := (count(eggs) + batches - 1) / batches
		m = 2 + (each+2)/6
		start = fmt.Sprintf("Heat the oven to 100°C (200°F) for keeping the eggs warm. Scramble the eggs in %d batches of about %d, each in a little of the %s in %s over medium-low heat: pour in a batch", batches, each, d.fatName(), pan)
		if cooked {
			// The filling waits in the oven and goes back into the pan with every batch:
			// the potatoes are part of the scramble, never left on the side.
			filling := plurals(slices.DeleteFunc(slices.Clone(cook), func(p *part) bool { return p.role == RoleGarnish }))
			start = fmt.Sprintf("Heat the oven to 100°C (200°F) for keeping the eggs warm. Tip the %s into a bowl and keep it warm in the oven. Lower the heat under the pan to medium-low and scramble the eggs in %d batches of about %d, each with its share of the %s and some of the rest of the %s: pour in a batch", filling, batches, each, filling, d.fatName())
			// The filling took only its share of the fat: the batches need the rest.
			for k := len(d.steps) - 1; k >= 0; k-- {
				t := d.steps[k].Text
				for _, verb := range []string{"Heat", "Melt"} {
					t = strings.Replace(t, verb+" the "+d.fatName(), verb+" a little of the "+d.fatName(), 1)
				}
				if t != d.steps[k].Text {
					d.steps[k].Text = t
					break
				}
			}
		}
		if len(warm) > 0 {
			start += fmt.Sprintf(" with its share of the %s", plurals(warm)) // the ham warms with every batch
		}
	}
	lead, with := d.toast()
	if batches > 1 {
		d.step((m+1)*batches, "%s%s. Leave it for 20 seconds, then push it slowly across the pan with a spatula, making large soft folds, until just set but still glossy, %d–%d minutes; tip it onto a warm platter in the oven and start the next.%s Season to taste and serve as soon as the last batch is done%s.%s",
			lead, start, m, m+1, strings.Replace(folded, "as you take the pan off", "over the platter", 1), with, d.toppingsText())
		d.mentionLeftovers()
		return
	}
	d.step(m+1, "%s%s. Leave them for 20 seconds, then push them slowly across the pan with a spatula, making large soft folds, until just set but still glossy, %d–%d minutes; take the pan off the heat a moment early, as they keep cooking.%s Season to taste and serve at once%s.%s",
		lead, start, m, m+1, folded, with, d.toppingsText())
	d.mentionLeftovers()
}

// sauceBase is the tomatoes, salsa or passata the eggs poach in.
func (d *dish) sauceBase() []*part {
	return d.where(func(p *part) bool {
		return p.in.Category == "canned-jarred" && (p.in.Is(RoleLiquid) || p.in.Is(RoleAcid)) && !p.in.Has(FactLegume) ||
			p.in.Name == "salsa" || p.in.Name == "tomato" || p.in.Name == "marinara sauce"
	})
}

func writeEggsInSauce(d *dish) {
	eggs := d.eggPart()
	n := count(eggs)
	base := d.sauceBase()
	var soft []*part
	for _, p := range append(append([]*part{}, d.aromatics...), d.vegs...) {
		if !contains(base, p) {
			soft = append(soft, p)
		}
	}
	// What softens first is cut first; the tomatoes and herbs are cut while it cooks.
	var later []*part
	if len(soft) > 0 {
		later = d.prepFirst(soft)
	} else {
		d.prep(0)
	}
	pan, oven := "a large skillet with a lid", false
	switch {
	case n > 8:
		pan, oven = "a large, deep ovenproof skillet or shallow casserole", true
	case n > 4:
		pan = "a 30 cm (12 in) skillet with a lid"
	}
	spices := d.realSpices()
	bloom := ""
	if len(spices) > 0 {
		bloom = fmt.Sprintf(" Stir in the %s for 30 seconds.", plurals(spices))
	}
	if len(soft) > 0 {
		if d.fat != nil {
			// An onion and a pepper stewed soft and sweet want a good film of oil: a
			// tablespoon and a half for two, two for four, never a half spoon.
			d.fat.grams = max(d.fat.grams, 14+4*d.servings)
		}
		d.step(8, "Heat the %s in %s over medium heat. Cook the %s, stirring now and then, until soft and sweet, about 7 minutes.%s%s", d.fatName(), pan, plurals(soft), meanwhile(later, ""), bloom)
	} else {
		d.step(2, "Heat the %s in %s over medium heat.%s", d.fatName(), pan, bloom)
	}
	beans := d.where(func(p *part) bool { return isBean(p.in) })
	meats := d.fillingMeats()
	with := append(append([]*part{}, base...), beans...)
	with = append(with, meats...)
	with = append(with, d.sauces...)
	if d.quick {
		// In a hurry the sauce bubbles hard, uncovered, in the wide pan: it thickens in 6.
		d.step(6, "Add the %s with a good pinch of salt and let it bubble briskly, uncovered, stirring often, until thick enough to hold a hollow, about 6 minutes. Taste for salt and pepper.", plurals(with))
	} else {
		d.step(10, "Add the %s with a good pinch of salt, bring to a simmer and cook, stirring now and then, until thick enough to hold a hollow, about 10 minutes. Taste for salt and pepper.", plurals(with))
	}
	// Tortillas are warmed while the sauce bubbles and kept in a cloth, so the eggs go
	// onto them the moment they set, not after a round of toasting at the end.
	tortillas := d.starch != nil && strings.Contains(d.starch.name(), "tortilla")
	if tortillas {
		last := &d.steps[len(d.steps)-1]
		last.Text += fmt.Sprintf(" Meanwhile, warm the %s one at a time in a dry frying pan, about 30 seconds a side, and stack them wrapped in a clean tea towel to keep warm.", plural(d.starch.name()))
	}
	if oven {
		d.step(12, "Heat the oven to %s. Make %d hollows in the sauce with a spoon, crack an egg into each, and bake until the whites are set and the yolks still runny, 10–12 minutes.", temp(190), n)
	} else {
		d.step(7, "Make %d hollows in the sauce with the back of a spoon and crack an egg into each. Cover and cook over low heat until the whites are set and the yolks still runny, 5–7 minutes.", n)
	}
	cheese := ""
	if ch := d.cheeses(); len(ch) > 0 {
		cheese = " Scatter over the " + plurals(ch) + "."
	}
	bread := ""
	if s := d.starch; s != nil {
		bread = fmt.Sprintf(" Serve from the pan with the %s for scooping.", pluralIf(s.name(), count(s)))
		if strings.Contains(s.name(), "tortilla") {
			bread = fmt.Sprintf(" Lay the warm %s on the plates and lift the eggs onto them with their sauce.", plural(s.name()))
		}
	}
	d.step(1, "Take the pan off the heat.%s%s%s", cheese, d.toppingsText(), bread)
	d.mentionLeftovers()
}

func contains(list []*part, p *part) bool {
	for _, x := range list {
		if x == p {
			return true
		}
	}
	return false
}

func writeTortilla(d *dish) {
	eggs := d.eggPart()
	potato := d.starch
	leftover := potato != nil && cookedAlready(potato.in)
	if leftover {
		potato.prep = "sliced"
	}
	d.prepAny()
	n := count(eggs)
	rounds, size := tortillaPans(n)
	pan := "a " + size + " nonstick skillet"
	if size != "24 cm (9 in)" {
		d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool { return e == "24 cm (9 in) nonstick skillet" })
		d.equipment = append(d.equipment, size+" nonstick skillet")
	}
	if rounds > 1 {
		pan = "a large, deep skillet"
		d.equipment = append(d.equipment, pan[2:])
	}
	if !leftover {
		d.confitOil(potato)
	} else {
		d.equipment = slices.DeleteFunc(d.equipment, func(e string) bool { return e == "slotted spoon" })
	}
	onion := d.find("onion", "red onion")
	inPan := "potato"
	if potato != nil {
		inPan = potato.name()
	}
	if onion != nil {
		inPan += " and " + onion.name()
	}
	if len(d.vegs) > 0 {
		inPan += " and " + plurals(d.vegs)
	}
	// The cook's chorizo or ham is fried apart, so its fat does not colour the potatoes'
	// oil, and folded in with them.
	meats := d.where(func(p *part) bool { return p != eggs && (p.in.Category == "meat" || p.in.Category == "poultry") })
	fry, fold := "", ""
	if len(meats) > 0 {
		fry = fmt.Sprintf(" Fry the %s in a small dry pan over medium heat until it gives up its fat and crisps at the edges, 3–4 minutes, and drain it on paper towels.", partNames(meats))
		fold = " with the " + partNames(meats)
	}
	// In a hurry the slices are cut thinner and poach in 15 minutes, and the eggs soak
	// them while the pan heats again; the wedges rest only as long as it takes to cut them.
	poach, poachText, soak, rest := 20, "18–20 minutes", 5, 5
	if d.quick {
		poach, poachText, soak, rest = 15, "about 15 minutes (the thinner the slices, the sooner)", 2, 2
	}
	if leftover {
		d.leftoverTortillaBase(potato, onion, pan, fry)
	} else {
		d.step(poach, "Heat the %s in %s over medium heat. Add the %s with a pinch of salt and cook gently, turning now and then, until the potato is tender and barely coloured, %s: it poaches in the oil rather than fries. Meanwhile, beat the %s in a large bowl with a good pinch of salt and pepper.%s", d.fatName(), pan, inPan, poachText, plural(eggs.name()), fry)
		d.step(2, "Lift the potato out of the oil with a slotted spoon, let it drain, then fold it into the eggs%s. Pour the oil into a bowl; it is good for the pan and for cooking later.", fold)
	}
	into := "Heat 1 tbsp of the oil in the pan over medium heat and pour in the mixture"
	if leftover {
		// Cooked potato only needs coating, not softening, and its oil is still in the pan.
		d.step(2, "Tip the warm potato into the eggs%s, fold it through and leave it 2 minutes, keeping the oil in the pan.", fold)
		into = "Set the pan back over medium heat (a little more oil if it looks dry) and pour in the mixture"
	} else {
		d.step(soak, "Leave the potato to soak in the eggs for %d minutes.", soak)
	}
	if rounds > 1 {
		share := "half"
		if rounds > 2 {
			share = fmt.Sprintf("1/%d", rounds)
		}
		into = fmt.Sprintf("Heat 1 tbsp of the oil in a %s nonstick skillet over medium heat and pour in %s of the mixture", size, share)
	}
	set, flip := 5, 4
	if n*2 > rounds*tortillaEggs[size] {
		set, flip = 7, 5 // a deep tortilla takes longer to set through
	}
	d.step((set+1)*rounds, "%s; cook, shaking the pan and tucking the edges in, until the bottom is golden and the sides set, about %d minutes.", into, set)
	d.step(flip*rounds, "Put a flat plate over the pan, turn it over in one confident move, and slide the tortilla back in, cooked side up. Cook 2–3 minutes more for a juicy middle.%s", againFor(rounds))
	d.step(rest, "Rest %d minutes; serve warm or at room temperature, cut into wedges.%s", rest, d.toppingsText())
	d.mentionLeftovers()
}

// leftoverTortillaBase is the quick tortilla's start: the cook's cooked potatoes are
// sliced and only warmed in a little oil (after the onion has softened), not poached
// for twenty minutes as raw ones are.
func (d *dish) leftoverTortillaBase(potato, onion *part, pan, fry string) {
	if d.fat != nil && d.fat.in.Is(RoleFat) {
		d.fat.grams = max(27, 7*d.servings) // a film for the pan, not a bath to poach in
	}
	soften, m := "", 5
	if onion != nil {
		soften, m = fmt.Sprintf("Soften the %s with a pinch of salt, stirring now and then, 6–8 minutes; then add the ", onion.name()), 13
	} else {
		soften = "Add the "
	}
	veg := ""
	if len(d.vegs) > 0 {
		veg = " and " + plurals(d.vegs)
	}
	d.step(m, "Heat the %s in %s over medium heat. %s%s%s and turn it gently in the oil until hot through and golden in places, 4–5 minutes. Meanwhile, beat the %s in a large bowl with a good pinch of salt and pepper.%s",
		d.fatName(), pan, soften, potato.name(), veg, plural(d.eggPart().name()), fry)
}

// confitOil makes the fat the oil the potatoes poach in: about 250 ml for 800 g, enough
// to come most of the way up the slices. Its grams, and so the nutrition, are what the
// tortilla keeps; the rest is poured off for cooking later.
func (d *dish) confitOil(potato *part) {
	p := d.fat
	if p == nil || potato == nil || !p.in.Is(RoleFat) || p.in.Name == "butter" {
		return
	}
	litres := math.Max(0.25, potato.grams/800*0.25)
	p.grams, p.pot = absorbedOil*d.servings, litres
	p.prep = "for poaching the potatoes (most of it is poured off and kept)"
}

// tortillaEggs is how many eggs a tortilla pan holds at a good depth.
var tortillaEggs = map[string]int{"24 cm (9 in)": 8, "28 cm (11 in)": 12}

// tortillaPans is how many tortillas n eggs make and in what pan: one in a 24 cm pan up
// to 8 eggs, one in a 28 cm pan up to a dozen, then two or more.
func tortillaPans(n int) (rounds int, size string) {
	switch {
	case n <= 8:
		return 1, "24 cm (9 in)"
	case n <= 12:
		return 1, "28 cm (11 in)"
	case n <= 16:
		return 2, "24 cm (9 in)"
	}
	return batches(n, 12), "28 cm (11 in)"
}

func againFor(rounds int) string {
	if rounds > 1 {
		return " Repeat with the rest for the second tortilla."
	}
	return ""
}

// frittataPan is the pan that holds n eggs at a good depth, and whether it goes in the
// oven from the start (a bake, for big batches).
func frittataPan(n int) (pan string, baked bool) {
	switch {
	case n <= 6:
		return "20 cm (8 in) ovenproof nonstick skillet", false
	case n <= 10:
		return "25 cm (10 in) ovenproof nonstick skillet", false
	case n <= 12:
		return "30 cm (12 in) ovenproof skillet", false
	}
	return "23 x 33 cm (9 x 13 in) baking dish", true
}

func writeFrittata(d *dish) {
	eggs := d.eggPart()
	n := count(eggs)
	pan, baked := frittataPan(n)
	d.equipment = append(d.equipment, pan)
	cook, warm := d.eggFillings()
	skillet := "the " + pan
	if baked {
		skillet = "a large skillet"
	}
	ch := d.cheeses()
	stir := ""
	switch {
	case len(ch) > 0:
		stir = fmt.Sprintf(", then stir in half the %s%s", plurals(ch), warmText(warm))
	case len(warm) > 0:
		stir = fmt.Sprintf(", then stir in the %s", plurals(warm))
	}
	oven := "heat the oven to " + temp(190) + "; "
	beat := oven + d.whisk(eggs, d.eggLiquid()) + stir
	if later, fried := d.fryFilling(cook, skillet, beat); !fried {
		d.prepStep = len(d.steps)
		d.step(max(6, 2+d.prepMinutes(later)), "%s.%s The oven needs about 10 minutes to heat.", upperFirst(beat), ifText(prepTasks(later), " ", "."))
	}
	if baked {
		into := "Grease the baking dish with a little oil"
		if len(cook) > 0 {
			into += " and spread the cooked filling in it"
		}
		d.step(25, "%s. Pour in the eggs%s and bake at %s until puffed and just set in the middle, 22–25 minutes.", into, topCheese(ch), temp(190))
	} else {
		start := fmt.Sprintf("Heat the %s in %s over medium heat, pour in the eggs", d.fatName(), skillet)
		if len(cook) > 0 {
			start = "Spread the filling evenly in the pan, pour the eggs over"
		}
		d.step(4, "%s%s, and cook without stirring until the edges are set, about 4 minutes.", start, topCheese(ch))
		d.step(12, "Bake at %s until the middle is just set and springs back when pressed, 10–12 minutes.", temp(190))
	}
	d.step(3, "Rest 3 minutes, loosen the edges and cut into wedges.%s", d.toppingsText())
	d.mentionLeftovers()
}

func warmText(warm []*part) string {
	if len(warm) == 0 {
		return ""
	}
	return " and the " + plurals(warm)
}

func topCheese(ch []*part) string {
	if len(ch) == 0 {
		return ""
	}
	return ", scatter the rest of the " + plurals(ch) + " on top"
}

// eatenCured is a smoked fish or air-dried ham eaten as it comes, which cooking turns grey
// and tough: it is folded in off the heat or laid on top.
func eatenCured(in *Ingredient) bool {
	return in.Is(RoleGarnish) && (in.Category == "seafood" || strings.HasSuffix(in.Name, "prosciutto") || strings.HasSuffix(in.Name, "ham"))
}

// weeps are the vegetables that give up water in the pan and must cook it off before the
// eggs go in.
var weeps = map[string]bool{"mushroom": true, "shiitake mushroom": true, "cremini mushroom": true, "spinach": true,
	"zucchini": true, "tomato": true, "cherry tomato": true, "kale": true, "eggplant": true, "red bell pepper": true,
	"green bell pepper": true, "swiss chard": true, "cabbage": true}

// meatRounds is how many batches the meat fried first takes: a 30 cm (12 in) skillet
// crisps about 450 g (a pound of bacon) at once.
func meatRounds(meats []*part) int {
	g := 0.0
	for _, p := range meats {
		g += p.grams
	}
	return max(1, int(math.Ceil(g/450)))
}

// usedALittle reports whether a step written so far takes "a little of the" fat, so
// what is left of it is "the rest of" it.
func (d *dish) usedALittle(fat string) bool {
	for _, st := range d.steps {
		if strings.Contains(st.Text, "a little of the "+fat) {
			return true
		}
	}
	return false
}
