package engine

import (
	"fmt"
	"strings"
)

// Shrimp and grits, the Lowcountry breakfast turned supper: grits simmered slowly in
// salted water and milk, whisked often, finished with butter and sharp cheddar; bacon
// cooked crisp, and the shrimp seared in its fat with garlic and a shake of Cajun
// seasoning or paprika, loosened with a splash of stock and lemon into a little pan
// sauce; spooned over the grits with the bacon and sliced scallions.

func init() {
	ownNeeds["shrimp and grits"] = [][]string{{"shrimp"}, {"grits", "polenta"}}
	ownPantryCheck["shrimp and grits"] = func(lines []*Line) bool {
		for _, l := range lines {
			if strings.Contains(strings.ToLower(l.Text), "grits") {
				return true // a pantry's polenta is not grits
			}
		}
		return false
	}
	registerOwn(&form{name: "shrimp and grits", title: "Shrimp and Grits", minMinutes: 25, simple: true, saltFactor: 0.5, method: "sear", starchInPot: true,
		equipment: []string{"heavy saucepan with lid", "whisk", "large skillet"}, write: writeShrimpAndGrits})
}

func writeShrimpAndGrits(d *dish) {
	shrimp, grits := d.protein, d.starch
	if shrimp == nil || grits == nil {
		return
	}
	shrimp.prep = "peeled and deveined"
	d.size(grits, 40) // a scant 1/4 cup dry a serving
	grits.prep = ""
	gn := "grits"
	quick, stone := false, false
	if l := d.pantry[grits.in]; l != nil {
		low := strings.ToLower(l.Text)
		quick = strings.Contains(low, "quick") || strings.Contains(low, "instant")
		stone = strings.Contains(low, "stone")
	}
	milk := d.find("milk", "heavy cream")
	broth := d.find("chicken broth", "vegetable broth", "seafood stock")
	d.size(broth, 20)
	cheese := d.find("cheddar", "parmesan", "gouda", "monterey jack")
	if cheese != nil {
		d.size(cheese, 20)
		cheese.prep = "grated"
	}
	butter := d.find("butter", "unsalted butter")
	if butter == nil {
		if butter = d.add("butter", RoleFat, 0, ""); butter != nil {
			d.extras = append(d.extras, butter)
		}
	}
	d.size(butter, 10)
	bacon := d.find("bacon", "andouille", "pancetta", "chorizo")
	if bacon != nil {
		d.size(bacon, 25)
		bacon.prep = "cut into 1 cm (1/2 in) pieces"
		if bacon.in.Name == "andouille" || bacon.in.Name == "chorizo" {
			bacon.prep = "sliced into coins"
		}
	}
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "minced"
	}
	spice := d.find("cajun seasoning", "old bay seasoning", "smoked paprika", "paprika", "cayenne")
	if spice == nil {
		if spice = d.add("smoked paprika", RoleSpice, 0, ""); spice != nil {
			d.spices = append(d.spices, spice)
		}
	}
	d.size(spice, 1)
	lemon := d.find("lemon", "lemon juice")
	if lemon != nil {
		d.size(lemon, 5)
		lemon.prep = "juiced"
		if lemon.in.Name == "lemon juice" {
			lemon.prep = ""
		}
	}
	scallion := d.find("scallion", "chives")
	if scallion != nil {
		d.size(scallion, 8)
		scallion.prep = "thinly sliced"
	}
	hot := d.find("hot sauce")
	if d.fat != nil && d.fat != butter {
		d.size(d.fat, 3)
	}
	// A cup of grits takes four cups of liquid: about six times its weight, a cup of
	// it milk when the cook has some.
	_, _, g := grits.measure()
	if milk != nil {
		milk.grams = 1.5 * g
		if milk.in.Name == "heavy cream" {
			milk.grams = 0.5 * g
		}
	}
	water := 6*g - milkGrams(milk)
	d.prep(0)
	simmer, how := 25, "stirring every few minutes and scraping the bottom, until thick, creamy and no longer gritty, 20–25 minutes (stone-ground grits take 40)"
	if quick {
		simmer, how = 7, "whisking often, until thick and creamy, 5–7 minutes"
	} else if stone {
		simmer, how = 45, "stirring every few minutes and scraping the bottom, until thick, creamy and no longer gritty, 40–45 minutes (add a splash of hot water if they thicken before they are tender)"
	}
	liquid := waterAmount(water)
	if milk != nil {
		liquid += " and the " + milk.name()
	}
	pour := gn
	if grits.name() != gn {
		pour += " (" + grits.name() + ")" // the cook's grits, weighed as the polenta they hold
	}
	d.step(3, "Bring %s to a boil in a heavy saucepan with a good pinch of salt. Pour in the %s in a thin stream, whisking, then turn the heat to low and cover.", liquid, pour)
	cook := fmt.Sprintf("Let the %s cook, %s.", gn, how)
	if bacon != nil {
		cook += fmt.Sprintf(" Meanwhile, cook the %s in a large skillet over medium heat until crisp, 6–8 minutes; lift it onto kitchen paper, leaving the fat in the pan.", bacon.name())
	}
	d.step(simmer, "%s", cook)
	d.step(1, "Take the %s off the heat and whisk in half the %s%s; cover to keep warm (loosen with a splash of hot water if it stiffens).",
		gn, butter.name(), ifAny(" and the ", someOf(cheese), ""))
	fat := "the bacon fat"
	if bacon == nil {
		fat = "the rest of the " + butter.name()
		if d.fat != nil && d.fat != butter {
			fat = "the " + d.fatName()
		}
	}
	pat := fmt.Sprintf("Pat the %s dry and toss with the %s and a pinch of salt and pepper.", shrimp.name(), orName(spice, "paprika"))
	d.step(5, "%s Heat %s in the skillet over medium-high heat and cook the %s in one layer until pink underneath, about 1 minute; turn them, add the %s and cook 1–2 minutes more, until just opaque.",
		pat, fat, shrimp.name(), orName(garlic, "garlic"))
	sauce := someOf(broth, lemon, hot)
	finish := ""
	if bacon != nil {
		finish = " Stir in the rest of the butter."
	}
	if len(sauce) > 0 {
		d.step(1, "Add the %s and let it bubble for 30 seconds, scraping up the browned bits, into a little pan sauce.%s", partNames(sauce), finish)
	}
	d.step(1, "Spoon the %s into shallow bowls and top with the %s and their sauce%s.", gn, shrimp.name(), ifAny(", the ", append(someOf(bacon), someOf(scallion)...), ""))
	d.mentionLeftovers()
}

func milkGrams(p *part) float64 {
	if p == nil {
		return 0
	}
	return p.grams
}
