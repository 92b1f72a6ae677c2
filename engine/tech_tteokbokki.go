package engine

import (
	"fmt"
	"math"
)

// Tteokbokki, Korean street food: chewy rice cake sticks simmered in a shallow pan of
// anchovy-kelp stock (or water) with gochujang, gochugaru, sugar, soy and garlic, stirred
// often until the cakes are soft through and the sauce has cooked down thick, glossy and
// clinging; scallions in at the end, hard-boiled eggs rolled in the sauce, sesame on top.
// Eaten at once: the cakes harden as they cool.

func init() {
	ownNeeds["tteokbokki"] = [][]string{{"tteok"}, {"gochujang"}}
	registerOwn(&form{name: "tteokbokki", title: "Tteokbokki", minMinutes: 15, simple: true, saltFactor: -1, method: "simmer", starchInPot: true,
		equipment: []string{"wide shallow pan or skillet with sides", "saucepan", "bowl"}, write: writeTteokbokki})
}

func writeTteokbokki(d *dish) {
	cakes, paste := d.starch, d.find("gochujang")
	if cakes == nil || paste == nil {
		return
	}
	d.size(cakes, 150)
	cakes.prep = ""
	d.size(paste, 15)
	flakes := d.find("gochugaru", "red pepper flakes")
	d.size(flakes, 2)
	sugar := d.find("sugar", "brown sugar", "honey", "corn syrup")
	d.size(sugar, 6)
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 5)
	garlic := d.find("garlic")
	if garlic != nil {
		d.size(garlic, 3)
		garlic.prep = "minced"
	}
	stock := d.find("dashi", "anchovy stock", "chicken broth", "vegetable broth")
	d.size(stock, 120)
	scallion := d.find("scallion")
	if scallion != nil {
		d.size(scallion, 15)
		scallion.prep = "cut into 5 cm (2 in) lengths"
	}
	veg := d.where(func(p *part) bool { return p.in.Name == "cabbage" || p.in.Name == "onion" || p.in.Name == "carrot" })
	for _, v := range veg {
		d.size(v, 40/float64(len(veg)))
		v.prep = "thinly sliced"
	}
	eggs := d.eggPart()
	if eggs != nil {
		if w, ok := eggs.in.UnitGrams("piece"); ok {
			eggs.grams = w * math.Max(1, math.Round(d.servings))
		}
		eggs.prep = ""
	}
	cheese := d.find("mozzarella")
	if cheese != nil {
		d.size(cheese, 25)
		cheese.prep = "grated"
	}
	seeds := d.find("sesame seeds")
	d.size(seeds, 1)
	sesameOil := d.find("sesame oil")
	d.size(sesameOil, 1.5)
	d.dropFat()
	d.drop("black pepper")
	d.prep(0)
	soak := fmt.Sprintf("rinse the %s in warm water and separate any stuck together (soft fresh ones need nothing more; ones hard from the fridge or freezer want 10–20 minutes' soaking first)", cakes.name())
	if eggs != nil {
		d.step(10, "Lower the %s into a saucepan of boiling water and boil 8 minutes, then cool them in cold water and peel. Meanwhile, %s.", plural(eggs.name()), soak)
	} else {
		d.step(2, "%s.", upperFirst(soak))
	}
	liquid := "water"
	if stock != nil {
		liquid = stock.name()
	}
	ml := 120 * d.servings
	sauce := someOf(paste, flakes, sugar, soy, garlic)
	d.step(3, "Bring %s of %s to a boil in a wide shallow pan and stir in the %s until dissolved.",
		millilitres(ml), liquid, partNames(sauce))
	simmer, how := 10, "over medium heat, stirring often so they do not stick, until soft and chewy right through and the sauce has cooked down thick and glossy, 8–10 minutes"
	if d.quick {
		simmer, how = 8, "briskly over medium-high heat, stirring all the time so they do not stick, until soft and chewy right through and the sauce is thick and glossy, 7–8 minutes"
	}
	d.step(simmer, "Drain the %s and add them%s; simmer %s. Add a splash of water if it thickens before the cakes are soft.",
		cakes.name(), ifAny(" with the ", veg, ""), how)
	add := someOf(scallion)
	if eggs != nil {
		add = append(add, eggs)
	}
	if len(add) > 0 {
		d.step(2-btoi(d.quick), "Add the %s and turn them in the sauce for 1–2 minutes%s.", plurals(add), ifAny("; scatter the ", someOf(cheese), " over and cover until it melts"))
	}
	d.step(1, "Serve at once%s%s: the cakes harden as they cool.", ifAny(", drizzled with the ", someOf(sesameOil), ""), ifAny(" and scattered with the ", someOf(seeds), ""))
	d.mentionLeftovers()
}
