package engine

import (
	"fmt"
	"strings"
)

// Risotto as an Italian cook makes it: the rice toasted in the soffritto, the wine
// cooked off, hot stock added a ladle at a time while it is stirred, and the
// mantecatura off the heat, cold butter and cheese beaten in until it flows.

func init() {
	ownNeeds["stirred risotto"] = [][]string{{"arborio rice"}}
	registerOwn(&form{name: "stirred risotto", title: "Risotto", minSkill: 1, minMinutes: 35, saltFactor: 0.3, fatFactor: 1,
		method: "simmer", starchInPot: true, equipment: []string{"wide heavy saucepan or sauté pan", "saucepan", "ladle", "wooden spoon"},
		write: writeRisottoOwn})
}

// risottoStock is the broth the dish holds, or the one it buys (water where the rules
// allow no broth).
func (d *dish) risottoStock() *part {
	if s := d.find("chicken broth", "vegetable broth", "beef broth", "fish stock", "seafood stock"); s != nil {
		return s
	}
	s := d.add("chicken broth", RoleLiquid, 0, "")
	if s == nil {
		s = d.add("water", RoleLiquid, 0, "")
	}
	if s != nil {
		d.liquids = append(d.liquids, s)
	}
	return s
}

func writeRisottoOwn(d *dish) {
	rice, main := d.starch, d.protein
	stock := d.risottoStock()
	if rice == nil || stock == nil {
		return
	}
	stock.grams = measured(rice) * 4 // about 4 times its weight; what is left over loosens it at the end
	butter := d.find("butter")
	d.size(butter, 10)
	oil := d.fat
	for _, x := range d.extras {
		if oil == nil && x.in.Is(RoleFat) && x != butter {
			oil = x // what the rules put in the butter's place
		}
	}
	if oil == butter {
		oil = nil
	}
	if oil == nil && butter == nil {
		if oil = d.add("olive oil", RoleFat, 8, ""); oil != nil {
			d.fat = oil
		}
	}
	wine := d.find("white wine")
	d.size(wine, 30)
	cheese := d.find("parmesan", "pecorino", "grana padano", "nutritional yeast")
	d.size(cheese, 15)
	lemon := d.find("lemon")
	if lemon != nil {
		lemon.grams, lemon.prep = lemon.in.Units["piece"], "zested"
	}
	var hard, soft, late []*part
	for _, v := range d.where(func(p *part) bool { return p.role == RoleVegetable || p == main && p.in.Category == "produce" }) {
		switch {
		case v.in.Name == "mushroom" || v.in.Name == "shiitake mushroom":
		case v.in.Name == "butternut squash" || v.in.Name == "leek" || v.in.Name == "pumpkin":
			hard = append(hard, v)
		default:
			soft = append(soft, v)
		}
	}
	mushrooms := d.where(func(p *part) bool { return p.in.Name == "mushroom" || p.in.Name == "shiitake mushroom" })
	for _, m := range mushrooms {
		m.prep = "sliced"
	}
	if butternut := d.find("butternut squash"); butternut != nil {
		butternut.prep = "peeled and cut into 1.5 cm (5/8 in) dice"
	}
	var first []*part // browned before the rice and stirred back at the end
	if main != nil && main.in.Category != "produce" {
		switch {
		case main.in.Name == "shrimp" || main.in.Name == "scallops":
			main.prep = "peeled and deveined"
			if main.in.Name == "scallops" {
				main.prep = "patted dry"
			}
			late = append(late, main)
		case cookedAlready(main.in):
			late = append(late, main)
		default:
			if main.in.Category == "poultry" {
				main.prep = "cut into 2 cm (3/4 in) pieces"
			}
			first = append(first, main)
		}
	}
	first = append(first, mushrooms...)
	fat := oilName(oil)
	if oil == nil {
		fat = butterName(butter)
	}
	// The stock heats while the cook preps: cold stock stops the rice cooking.
	d.step(1, "Put the %s on to heat in a saucepan over low heat and keep it at a bare simmer while you prep; cold stock stops the rice cooking.", stock.name())
	d.prep(0)
	if len(first) > 0 {
		how := "until browned and their liquid has cooked off, 7–8 minutes"
		if main != nil && contains(first, main) && main.in.Category != "produce" {
			how = "until " + doneness(main.in) + ", 6–8 minutes"
		}
		// The mushrooms brown in a skillet while the onion softens in the risotto pan.
		d.equipment = append(d.equipment, "large skillet")
		d.step(8, "Heat half the %s in a large skillet over medium-high heat and cook the %s, stirring now and then, %s; season with salt and pepper and set aside on a plate.", fat, plurals(first), how)
	}
	aromatics := d.where(func(p *part) bool { return onionFamily[p.in.Name] && p.in.Name != "leek" && p.in.Name != "scallion" })
	soffritto, rest := "In a wide heavy pan over medium heat, warm ", "the "
	if len(first) > 0 {
		soffritto, rest = "Meanwhile, in a wide heavy pan over medium heat, warm ", "the rest of the "
	}
	if butter != nil && oil != nil {
		soffritto += fmt.Sprintf("%s%s with a third of the %s", rest, fat, butter.name())
	} else {
		soffritto += rest + fat
	}
	onion := fmt.Sprintf("%s; cook the %s with a pinch of salt, stirring, until soft and translucent but not browned, about 5 minutes.", soffritto, plurals(aromatics))
	if len(first) > 0 {
		d.steps[len(d.steps)-1].Text += " " + onion
	} else {
		d.step(6, "%s", onion)
	}
	switch {
	case d.quick && wine != nil:
		// In a hurry the grains toast a minute and the wine goes straight in on them.
		d.step(3, "Add the %s and stir for 1 minute, until the edges of the grains turn glassy; pour in the %s and stir until it has almost gone and no longer smells of alcohol.", rice.name(), wine.name())
	default:
		d.step(2, "Add the %s and stir for 2 minutes, until the grains are hot and their edges turn glassy.", rice.name())
		if wine != nil {
			d.step(2, "Pour in the %s and stir until it has almost gone and no longer smells of alcohol.", wine.name())
		}
	}
	addHard := ifAny(" Stir in the ", hard, " with the first ladle.")
	addSoft := ifAny(" Add the ", append(soft, late...), " to cook for the last 4–5 minutes.")
	d.step(19, "Add a ladle of the hot stock and stir until it is almost absorbed, then the next, keeping it at a lively simmer and stirring often, for 17–19 minutes, until the rice is creamy and just tender with a little bite at the centre.%s%s", addHard, addSoft)
	beat := ""
	if butter != nil || cheese != nil {
		what := partNames(optionalList(butter, cheese))
		if butter != nil && oil != nil {
			what = "rest of the " + butter.name()
			if cheese != nil {
				what += " and the " + cheese.name()
			}
		} else {
			what = "the " + what
		}
		beat = fmt.Sprintf(" Beat in %s hard for a minute.", what)
		beat = replaceOnce(beat, "in rest", "in the rest")
	}
	back := "Stir in a splash of stock"
	if len(first) > 0 {
		back = fmt.Sprintf("Stir in the %s and a splash of stock", plurals(first))
	}
	rest, m := " Cover and rest 2 minutes.", 3
	if d.quick {
		rest, m = "", 2 // in a hurry it goes to the bowls as it is beaten
	}
	d.step(m, "Take the pan off the heat.%s %s, so it flows like a slow wave when you shake the pan (all'onda). Season with salt and pepper%s.%s",
		beat, back, ifAny(" and grate over the zest of the ", optionalList(lemon), ""), rest)
	d.step(1, "Serve at once in warm shallow bowls.%s", ifAny(" Finish with the ", d.where(func(p *part) bool { return p.role == RoleHerb }), "."))
	d.mentionLeftovers()
}

func replaceOnce(s, old, new string) string { return strings.Replace(s, old, new, 1) }
