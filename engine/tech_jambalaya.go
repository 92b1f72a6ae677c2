package engine

import (
	"fmt"
	"strings"
)

// Jambalaya: one pot. The sausage browns first and gives up its fat, the chicken browns
// in it, the holy trinity of onion, celery and green pepper softens in what they leave,
// and the rice cooks in the same pot in tomatoes and stock with the Cajun seasoning;
// prawns steam on top for the last minutes.

func init() {
	registerTechnique(&form{name: "jambalaya", title: "Jambalaya", minMinutes: 35, starch: "rice", starchRequired: true, vegGrams: 110,
		liquidML: 1, fatFactor: 1, saltFactor: 0.35, method: "sear", starchInPot: true,
		equipment: []string{"large heavy pot or Dutch oven with lid", "wooden spoon"}, write: writeJambalaya})
}

// smokedSausage reports whether a food is a sausage that seasons the pot (andouille,
// chorizo, kielbasa): browned first, its fat kept.
func smokedSausage(in *Ingredient) bool {
	return in.Category == "meat" && (strings.Contains(in.Name, "sausage") || in.Name == "chorizo")
}

// halfOf is ", sprinkled with half the cajun seasoning", or "" with no spices.
func halfOf(spices []*part) string {
	if len(spices) == 0 {
		return ""
	}
	return ", sprinkled with half the " + partNames(spices) + ","
}

func writeJambalaya(d *dish) {
	rice := d.starch
	if rice == nil {
		return
	}
	// The liquid is the tin of tomatoes and the stock: what the rice drinks, the tin
	// first and the stock (or water) for the rest.
	tomato := d.find("canned diced tomatoes", "crushed tomatoes", "tomato")
	stock := d.find("chicken broth", "vegetable broth")
	for _, n := range []string{"chicken broth", "vegetable broth"} {
		// The cook's stock is the rest of the liquid, even where the quick way left it out.
		if in, ok := Lookup(n); ok && stock == nil && d.pantry[in] != nil && !d.used[in] {
			if stock = d.take(in, RoleLiquid, 0, ""); stock != nil {
				d.liquids = append(d.liquids, stock)
			}
		}
	}
	need := measured(rice) * riceLiquid(rice.in) // millilitres
	if tomato != nil && tomato.in.Name != "tomato" {
		need -= tomato.grams / liquidDensity(tomato.in) * 0.8 // a tin is most of it juice
	}
	water := 0.0
	if stock != nil {
		stock.grams = max(need, 60) * liquidDensity(stock.in)
		stock.limit = 0
		if l := d.pantry[stock.in]; l != nil && l.Grams > 0 && l.Grams < stock.grams {
			water = (stock.grams - l.Grams) / liquidDensity(stock.in)
			stock.grams, stock.limit = l.Grams, l.Grams
		}
	} else {
		water = max(need, 60)
	}
	var meats, sausages, seafood []*part
	for _, p := range append(append(optionalList(d.protein), d.extras...), d.precook...) {
		if contains(meats, p) || contains(sausages, p) || contains(seafood, p) {
			continue
		}
		switch {
		case smokedSausage(p.in):
			p.prep = "sliced into rounds"
			if p != d.protein {
				d.size(p, 45) // as much sausage as the pot's meat, near enough
			}
			sausages = append(sausages, p)
		case p.in.Category == "seafood" || cookedAlready(p.in):
			if p.in.Name == "shrimp" {
				p.prep = "peeled and deveined"
			}
			seafood = append(seafood, p)
		case p.in.Category == "meat" || p.in.Category == "poultry":
			p.prep = "cut into 2–3 cm (1 in) pieces"
			meats = append(meats, p)
		}
	}
	if len(meats) > 0 && len(sausages) > 0 && len(seafood) > 0 {
		// Chicken, sausage and prawns together: each a share of the pot, not each a main.
		for _, p := range meats {
			d.size(p, 60)
		}
		for _, p := range sausages {
			d.size(p, 35)
		}
		for _, p := range seafood {
			d.size(p, 60)
		}
	}
	if salt := d.find("salt"); salt != nil && (len(sausages) > 0 || d.find("cajun seasoning") != nil) {
		salt.grams /= 2 // the seasoning mix and the sausage bring most of it
	}
	handled := append(append(append([]*part{}, meats...), sausages...), seafood...)
	d.precook = nil // browned here, in the one pot
	if d.simmered == nil {
		d.simmered = map[*part]bool{}
	}
	for _, p := range handled {
		d.simmered[p] = true // cooked in the rice, not stirred in at the end
	}
	for _, v := range d.vegs {
		switch v.in.Name {
		case "green bell pepper", "red bell pepper", "celery", "onion", "okra":
			v.prep = "diced"
		}
	}
	onions := d.where(func(p *part) bool { return containsPart(d.aromatics, p) && p.in.Name != "garlic" })
	garlic := withoutParts(d.aromatics, onions)
	trinity := append(append([]*part{}, onions...), withoutParts(d.vegs, []*part{tomato})...)
	spices := d.realSpices()
	fat := d.fatName()
	browned := append(append([]*part{}, sausages...), meats...)
	switch {
	case len(browned) == 0:
		d.step(2, "Heat the %s in a large heavy pot over medium heat.%s", fat, meanwhile(d.prepFirst(nil), ""))
	case len(sausages) > 0 && len(meats) > 0:
		// The chicken is cut while the sausage browns, the trinity while the chicken does.
		later := d.prepFirst(sausages)
		chicken := d.where(func(p *part) bool { return contains(later, p) && contains(meats, p) })
		d.step(4, "Heat the %s in a large heavy pot over medium-high heat and brown the %s, stirring, until it has given up its fat, about 3 minutes.%s",
			fat, partNames(sausages), meanwhile(chicken, ""))
		d.step(5, "Add the %s%s and brown it on all sides, about 5 minutes; it finishes cooking in the rice.%s",
			partNames(meats), halfOf(spices), meanwhile(withoutParts(later, chicken), ""))
	case len(sausages) > 0:
		d.step(4, "Heat the %s in a large heavy pot over medium-high heat and brown the %s, stirring, until it has given up its fat, about 3 minutes.%s",
			fat, partNames(sausages), meanwhile(d.prepFirst(sausages), ""))
	default:
		d.step(6, "Heat the %s in a large heavy pot over medium-high heat. Add the %s%s and brown it on all sides, about 5 minutes; it finishes cooking in the rice.%s",
			fat, partNames(meats), halfOf(spices), meanwhile(d.prepFirst(meats), ""))
	}
	season := ""
	if len(spices) > 0 {
		rest := "the "
		if len(meats) > 0 {
			rest = "the rest of the "
		}
		season = fmt.Sprintf(" Stir in %s%s for 30 seconds.", rest, partNames(spices))
	}
	if len(trinity) > 0 {
		m, soft := 6, "about 5 minutes"
		if d.quick {
			m, soft = 5, "about 4 minutes"
		}
		d.step(m, "Lower the heat to medium, add the %s and cook, stirring and scraping up the browned bits, until softened, %s%s.%s",
			partNames(trinity), soft, ifAny("; add the ", garlic, " for the last minute"), season)
	} else if len(garlic) > 0 || season != "" {
		d.step(2, "Lower the heat to medium%s.%s", ifAny(" and stir in the ", garlic, " for 1 minute"), season)
	}
	m := simmerMinutes(rice.name()) - 2
	liquid := []string{}
	if tomato != nil {
		liquid = append(liquid, "the "+tomato.name())
	}
	if stock != nil {
		liquid = append(liquid, "the "+stock.name())
	}
	if water > 0 {
		liquid = append(liquid, waterAmount(water))
	}
	with := ""
	if len(d.sauces) > 0 {
		with = " with the " + partNames(d.sauces)
	}
	d.step(m+2, "Stir in the %s for a minute to coat it in the fat, then pour in %s%s, scrape the bottom of the pot and bring to a boil. Cover, turn the heat to low and cook without stirring for %d minutes.",
		rice.name(), listNames(liquid), with, m)
	if len(seafood) > 0 {
		d.step(6, "Lay the %s over the rice, cover again and cook until %s, about 5 minutes.", partNames(seafood), doneness2(seafood[0].in))
	}
	rest, restText := 5, "leave it covered for 5 minutes"
	if d.quick {
		rest, restText = 2, "leave it covered for a couple of minutes"
	}
	d.step(rest, "Take the pot off the heat and %s, then fluff the rice with a fork, folding the meat through; %s.%s", restText, d.finishText(), d.extrasIn())
	d.step(1, "Serve from the pot.%s", d.toppings())
	if water > 0 {
		if w := d.add("water", RoleLiquid, 0, ""); w != nil {
			w.grams = water
			d.liquids = append(d.liquids, w)
		}
	}
}
