package engine

import (
	"fmt"
	"math"
	"strings"
)

// Noodle dishes with their own order of work: pad thai, soaked rice noodles tossed in
// a hot wok with a tamarind, fish sauce and sugar sauce, two portions at a time; and
// ramen, a seasoned broth poured over noodles cooked at the last minute, with
// jammy soy eggs.

func init() {
	ownNeeds["pad thai"] = [][]string{{"rice noodles"}}
	ownNeeds["ramen bowl"] = [][]string{{"ramen noodles", "egg noodles", "noodles", "udon noodles"}}
	registerOwn(
		&form{name: "pad thai", title: "Pad Thai", minSkill: 1, minMinutes: 30, saltFactor: -1, fatFactor: 3,
			method: "sear", equipment: []string{"wok or large skillet", "large bowl", "small bowl"}, write: writePadThai},
		&form{name: "ramen bowl", title: "Ramen", minSkill: 0, minMinutes: 25, saltFactor: -1, fatFactor: 1,
			method: "simmer", equipment: []string{"large pot", "saucepan", "ladle", "deep bowls"}, write: writeRamen},
	)
}

func writePadThai(d *dish) {
	noodles, main := d.starch, d.protein
	if noodles == nil {
		return
	}
	tamarind := d.find("tamarind paste")
	fishSauce := d.find("fish sauce", "soy sauce")
	sugar := d.find("brown sugar", "sugar", "coconut sugar")
	d.size(tamarind, 12)
	// The fish sauce seasons the noodles: a fifth of their dry weight, as any wok dish's.
	d.size(fishSauce, math.Max(10, saltySauceOfStarch*noodles.grams/d.servings))
	d.size(sugar, 8)
	eggs := d.eggPart()
	if eggs != nil {
		eggs.grams = 44 * d.servings
	}
	sprouts := d.find("bean sprouts")
	d.size(sprouts, 50)
	peanuts := d.find("peanuts")
	if peanuts != nil {
		d.size(peanuts, 12)
		peanuts.prep = "roughly chopped"
	}
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "cut into 3 cm (1 in) lengths"
		d.size(scallion, 12)
	}
	for p := range d.eachPart {
		switch p.in.Name {
		case "garlic", "shallot":
			p.prep = "minced"
		case "lime":
			p.prep = "cut into wedges"
			p.grams = p.in.Units["piece"] * math.Ceil(d.servings/2)
		case "tofu":
			p.prep = "pressed and cut into 2 cm (3/4 in) cubes"
		case "shrimp":
			p.prep = "peeled and deveined"
		case "chicken breast", "chicken thigh":
			p.prep = "thinly sliced"
		case "red pepper flakes":
			d.size(p, 0.3)
		}
	}
	rounds := batches(d.req.Servings, 2) // a home wok holds two portions and stays hot
	d.prepStep = len(d.steps)
	soak, soakText := 25, "Soak the %s in a bowl of warm (not boiling) water until limp but still firm at the centre, 20–30 minutes; drain."
	if d.quick {
		// In a hurry: water just off the boil softens them in a third of the time; a rinse
		// under the cold tap stops them there, before they turn soft in the wok.
		soak, soakText = 10, "Cover the %s with water just off the boil and soak until pliable but still firm at the centre, 8–10 minutes; drain and rinse under cold water."
	}
	d.step(soak, soakText+" They finish softening in the wok. Meanwhile, stir the %s together until the sugar dissolves, and %s.",
		noodles.name(), plurals(optionalList(tamarind, fishSauce, sugar)), prepTasks(d.prepLater()))
	oil := d.fatName()
	aromatics := d.where(func(p *part) bool { return p.in.Name == "garlic" || p.in.Name == "shallot" })
	// In a hurry the wok works flat out: prawns or tofu are seared in 2–3 minutes and the
	// noodles tossed for 3, the short end of the usual ranges.
	mainMin, tossMin := 3+rounds, 4
	if d.quick {
		tossMin = 3
		if main != nil && (main.in.Category == "seafood" || main.in.Name == "tofu") {
			mainMin = 2 + rounds
		}
	}
	if main != nil && main != eggs {
		d.step(mainMin, "Heat 1 tbsp of the %s in the wok over high heat until shimmering and stir-fry the %s until %s, 2–4 minutes; move to a plate.",
			oil, main.name(), doneness(main.in))
	}
	// A home wok holds two portions and stays hot: for more, the noodles are cooked in
	// rounds, each with its share of everything, and each round is cooked.
	share, lead := "the ", ""
	if rounds > 1 {
		share = roundShare(rounds)
		lead = fmt.Sprintf("Cook the noodles in %d rounds so the wok stays hot (crowded, it steams them instead of frying them). For the first, ", rounds)
	}
	var heat string
	switch {
	case main != nil && main != eggs:
		heat = lead + "add 1 tbsp more %s" + ifAny(" and "+share, aromatics, "") + " and stir for 30 seconds"
	case rounds > 1:
		heat = lead + "heat 1 tbsp of the %s in the wok over high heat until shimmering" + ifAny(", add "+share, aromatics, " and stir for 30 seconds")
	case len(aromatics) > 0:
		heat = "Heat the %s in the wok over high heat until shimmering, add" + ifAny(" the ", aromatics, "") + " and stir for 30 seconds" // the wok's first oil
	default:
		heat = "Heat the %s in the wok over high heat until shimmering"
	}
	heat = strings.ToUpper(heat[:1]) + heat[1:]
	d.step(tossMin, heat+", then add %sdrained noodles and %ssauce and toss with tongs for 2–3 minutes, until the noodles have drunk up the sauce and are tender but chewy; add a splash of water if they stick.",
		oil, share, share)
	eggMin := 0
	if eggs != nil {
		eggMin = 2
		d.step(eggMin, "Push the noodles to one side, crack %s%s into the space and scramble until nearly set, about 1 minute, then fold them through the noodles.", share, plural(eggs.name()))
	}
	back := optionalList(sprouts, scallion)
	if main != nil && main != eggs {
		back = append([]*part{main}, back...)
	}
	if rounds > 1 {
		d.step(1, "Toss in %s%s for the last 30 seconds, just to warm (the sprouts should stay crunchy), and tip onto plates.", share, plurals(back))
		others := "the other round"
		if rounds > 2 {
			others = fmt.Sprintf("the other %d rounds", rounds-1)
		}
		rest := []string{}
		for _, p := range aromatics {
			rest = append(rest, p.name())
		}
		rest = append(rest, "noodles", "sauce")
		if eggs != nil {
			rest = append(rest, plural(eggs.name()))
		}
		d.step((tossMin+eggMin+1)*(rounds-1), "Cook %s the same way, with a tablespoon of oil each time and the rest of the %s and %s.",
			others, strings.Join(rest, ", "), plurals(back))
	} else {
		d.step(1, "Toss in the %s for 30 seconds, just to warm; the sprouts should stay crunchy.", plurals(back))
	}
	top := append(optionalList(peanuts), d.where(func(p *part) bool {
		return p.in.Name == "lime" || p.in.Name == "red pepper flakes" || p.role == RoleHerb
	})...)
	d.step(1, "Serve at once%s.", ifAny(", topped with the ", top, ""))
	d.mentionLeftovers()
}

func writeRamen(d *dish) {
	noodles, main := d.starch, d.protein
	broth := d.find("chicken broth", "vegetable broth", "dashi", "beef broth")
	if noodles == nil || broth == nil {
		return
	}
	d.size(broth, 400)
	soy := d.find("soy sauce")
	miso := d.find("miso")
	d.size(soy, 10)
	d.size(miso, 15)
	mirin := d.find("mirin")
	d.size(mirin, 5)
	eggs := d.eggPart()
	if eggs != nil {
		eggs.grams = 44 * d.servings
	}
	garlic, ginger := d.find("garlic"), d.find("ginger")
	if ginger != nil {
		ginger.prep = "thinly sliced"
		d.size(ginger, 2)
	}
	if garlic != nil {
		garlic.prep = "peeled and halved"
	}
	scallion := d.find("scallion")
	if scallion != nil {
		scallion.prep = "thinly sliced"
		d.size(scallion, 8)
	}
	greens := d.where(func(p *part) bool { return p.role == RoleVegetable && p != scallion })
	for _, g := range greens {
		switch g.in.Name {
		case "bok choy":
			g.prep = "halved"
		case "mushroom", "shiitake mushroom":
			g.prep = "sliced"
		}
	}
	if main != nil && main != eggs {
		switch main.in.Name {
		case "tofu":
			main.prep = "cut into 2 cm (3/4 in) cubes"
		case "shrimp":
			main.prep = "peeled and deveined"
		default:
			if main.in.Category == "poultry" || main.in.Category == "meat" {
				main.prep = "thinly sliced"
			}
		}
	}
	sake := d.find("sake")
	d.size(sake, 5) // the cook's sake simmers off in the broth
	seasoning := optionalList(soy, miso, mirin, sake)
	aromatics := optionalList(garlic, ginger)
	d.prepStep = len(d.steps)
	d.step(5, "Put a large pot of water on to boil for the noodles (unsalted: the broth is salty). Meanwhile, %s.", prepTasks(d.prepLater()))
	eggText := ""
	if eggs != nil {
		them := "them"
		if count(eggs) == 1 {
			them = "it"
		}
		eggText = fmt.Sprintf("lower the %s into the boiling noodle water and cook 6 1/2 minutes for jammy yolks, then lift %s out, cool in cold water and peel.%s",
			pluralIf(eggs.name(), count(eggs)), them, ifAny(" Soak "+them+" in a spoonful of the ", optionalList(soy), " while you finish, turning now and then."))
	}
	simmer := fmt.Sprintf("Bring the %s to a simmer in a saucepan%s and let it bubble gently for 10 minutes to take on their flavour", broth.name(), ifAny(" with the ", aromatics, ""))
	if len(aromatics) == 0 {
		simmer = fmt.Sprintf("Bring the %s to a simmer in a saucepan", broth.name())
		if eggText != "" {
			d.step(8, "%s", upperFirst(eggText))
		}
	} else if eggText != "" {
		// The eggs cook in the noodle water while the broth takes on its aromatics.
		simmer += ". Meanwhile, " + strings.TrimSuffix(eggText, ".")
	}
	d.step(10, "%s. Stir in the %s and taste: it should be well seasoned, as it seasons the noodles too.", simmer, plurals(seasoning))
	if main != nil && main != eggs && !cookedAlready(main.in) {
		done := doneness(main.in)
		if main.in.Category == "meat" || main.in.Category == "poultry" {
			done = "no longer pink and cooked through"
		}
		d.step(4, "Poach the %s in the broth until %s, 2–4 minutes; lift out with a slotted spoon.", main.name(), done)
	} else if main != nil && main != eggs {
		d.step(2, "Warm the %s in the broth for 2 minutes; lift out.", main.name())
	}
	if len(greens) > 0 {
		done := "just wilted"
		if !anyPart(greens, func(p *part) bool { return !noWilt[p.in.Name] }) {
			done = "hot through and just tender" // corn, bean sprouts, mushrooms do not wilt
		}
		d.step(2, "Blanch the %s in the broth for 1–2 minutes until %s; lift out.", plurals(greens), done)
	}
	d.step(4, "Cook the %s in the boiling water for 2–4 minutes (as the packet says), stirring to separate them; drain well. Meanwhile, warm the bowls with hot water.", noodles.name())
	toppings := []*part{}
	if main != nil && main != eggs {
		toppings = append(toppings, main)
	}
	toppings = append(toppings, greens...)
	halves := ""
	if eggs != nil {
		halves = fmt.Sprintf(", with the %s halved", pluralIf(eggs.name(), count(eggs)))
	}
	top := d.where(func(p *part) bool {
		return p == scallion || p.in.Name == "nori" || p.in.Name == "sesame seeds" || p.in.Name == "chili oil" || p.in.Name == "sesame oil" || p.in.Name == "corn"
	})
	arrange := ""
	if len(toppings) > 0 {
		arrange = fmt.Sprintf(" Arrange the %s on top%s.", plurals(toppings), halves)
	} else if eggs != nil {
		arrange = fmt.Sprintf(" Add the %s, halved.", pluralIf(eggs.name(), count(eggs)))
	}
	d.step(2, "Divide the noodles among the bowls and ladle over the hot broth.%s%s Eat at once, before the noodles soften.",
		arrange, ifAny(" Finish with the ", top, "."))
	d.mentionLeftovers()
}

// roundShare is one round's share of everything, "half the " or "a third of the ".
func roundShare(rounds int) string {
	switch rounds {
	case 2:
		return "half the "
	case 3:
		return "a third of the "
	}
	return fmt.Sprintf("a %s of the ", map[bool]string{true: "quarter", false: "share"}[rounds == 4])
}

// noWilt are the ramen toppings that have no leaves to wilt.
var noWilt = map[string]bool{"corn": true, "frozen corn": true, "bean sprouts": true, "mushroom": true, "shiitake mushroom": true}

// anyPart reports whether keep holds for one of parts.
func anyPart(parts []*part, keep func(*part) bool) bool {
	for _, p := range parts {
		if keep(p) {
			return true
		}
	}
	return false
}
