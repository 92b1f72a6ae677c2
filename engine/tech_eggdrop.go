package engine

import (
	"fmt"
	"strings"
)

// Egg-drop soup: a light stock simmered a few minutes with ginger, thickened to a
// gloss with cornflour slaked in cold water, then beaten egg poured in a thin stream
// into the turning soup so it sets in silky ribbons; spring onion, white pepper and a
// few drops of sesame oil over. Sweetcorn, peas, mushrooms or tofu warm through before
// the cornflour goes in. Fifteen minutes from a carton of stock.

func init() {
	ownNeeds["egg drop soup"] = [][]string{{"egg"}, {"chicken broth", "vegetable broth"}}
	registerOwn(&form{name: "egg drop soup", title: "Egg Drop Soup", minMinutes: 12, simple: true, saltFactor: -1, method: "simmer", ownsEggs: true,
		equipment: []string{"saucepan", "small bowl", "mixing bowl", "fork or chopsticks", "ladle"}, write: writeEggDropSoup})
}

func writeEggDropSoup(d *dish) {
	eggs, stock := d.protein, d.find("chicken broth", "vegetable broth")
	if eggs == nil || stock == nil {
		return
	}
	d.dropFat()
	d.drop("black pepper")
	eggs.prep = ""
	d.size(eggs, 44) // an egg a bowl
	d.size(stock, 300)
	stock.prep = ""
	starch := d.find("cornstarch", "potato starch", "arrowroot")
	if starch != nil {
		d.size(starch, 4)
		starch.prep = ""
	}
	ginger := d.find("ginger")
	if ginger != nil {
		d.size(ginger, 2)
		ginger.prep = "peeled and cut into thin coins"
	}
	onion := d.find("scallion")
	if onion != nil {
		d.size(onion, 8)
		onion.prep = "thinly sliced"
	}
	soy := d.find("soy sauce", "tamari")
	d.size(soy, 4)
	sesame := d.find("sesame oil")
	d.size(sesame, 1)
	pepper := d.find("white pepper")
	d.size(pepper, 0.1)
	salt := d.find("salt")
	if salt != nil {
		salt.prep = ""
	}
	tofu := d.find("silken tofu", "tofu")
	if tofu != nil {
		d.size(tofu, 50)
		tofu.prep = "cut into 1.5 cm (5/8 in) cubes"
	}
	warm := d.where(func(p *part) bool { return p.role == RoleVegetable && p != onion && p != ginger && p != tofu })
	for _, v := range warm {
		d.size(v, 30)
	}
	if tofu != nil {
		warm = append(warm, tofu)
	}
	// Only the ginger is cut before the stock goes on; the rest while it comes to the boil.
	later := d.prepFirst(someOf(ginger))
	if d.prepStep < 0 || len(d.steps) == 0 {
		d.prepStep = len(d.steps)
	}
	coins, simmer := "", "simmer for 2 minutes"
	if ginger != nil {
		coins, simmer = " with the ginger coins", "simmer for 3 minutes so the ginger flavours it"
	}
	seasoned := ""
	if soy != nil {
		seasoned = " and the " + soy.name()
	}
	tasks := []string{}
	if t := prepTasks(later); t != "" {
		tasks = append(tasks, t)
	}
	tasks = append(tasks, fmt.Sprintf("beat the %s in a bowl with a pinch of salt until no streaks of white remain", pluralIf(eggs.name(), count(eggs))))
	if starch != nil {
		tasks = append(tasks, fmt.Sprintf("stir the %s with 3 tbsp cold water in a small bowl until smooth", starch.name()))
	}
	d.step(max(6, d.prepMinutes(later)+3), "Bring the %s%s%s to the boil in a saucepan, then %s. Meanwhile, %s.",
		stock.name(), seasoned, coins, simmer, strings.Join(tasks, "; "))
	if len(warm) > 0 {
		d.step(3, "Add the %s and simmer until hot through, 2–3 minutes.", plurals(warm))
	}
	if starch != nil {
		d.step(1, "Stir the %s again, pour it into the simmering soup and stir until the soup turns glossy and a little thick, about 30 seconds.", starch.name())
	}
	d.step(2, "Turn the heat to low so the soup barely bubbles. Stir it in one direction to set it turning, then pour in the egg in a thin stream, over the tines of a fork for finer ribbons. Leave it 10 seconds to set, then stir gently once or twice so it breaks into silky ribbons.")
	finish := []string{}
	if ginger != nil {
		finish = append(finish, "fish out the ginger coins")
	}
	season := "taste and add salt if it needs it"
	if pepper != nil {
		season = "season with the " + pepper.name() + " and salt to taste"
	}
	finish = append(finish, season)
	top := "Ladle into bowls"
	if onion != nil {
		top += ", scatter with the " + plural(onion.name())
	}
	if sesame != nil {
		top += ", add a few drops of the " + sesame.name() + " to each"
	}
	d.step(1, "Off the heat, %s. %s and serve at once.%s", strings.Join(finish, ", "), top,
		d.toppingsExcept(eggs, stock, starch, ginger, onion, soy, sesame, pepper, tofu))
	d.mentionLeftovers()
}
